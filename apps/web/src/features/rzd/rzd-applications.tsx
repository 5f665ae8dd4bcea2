import { useState } from 'react';
import { Stack } from '@mantine/core';
import { rzdMessages, rzdRejectionMessage, rzdRejectionOptions, type RzdApplication, type RzdStatus } from '@sks/contract';
import { useSetRzdStatus } from '../../api/rzd';
import { HttpError } from '../../api/http-error';
import { notifyError, notifyErrorText, notifySuccess, RejectionReasonModal, type RejectionReasonOptions } from '../../ui';
import { RzdTable } from './rzd-table';
import { SelectionBar } from './selection-bar';

const rejection: RejectionReasonOptions<(typeof rzdRejectionOptions)[number]['value']> = {
  items: rzdRejectionOptions,
  build: rzdRejectionMessage,
};

type Props = { items: RzdApplication[]; stale: boolean };

/**
 * The page of applications with its selection (kept per page: the page's component is keyed by
 * the view) and the bulk status change. Only the rows that change are sent, so a 409 means that
 * someone changed them meanwhile; its message says so.
 */
export function RzdApplications({ items, stale }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const setStatus = useSetRzdStatus();

  const toggle = (uuid: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  const send = (status: RzdStatus, message = '') => {
    const key = items.filter((a) => selected.has(a.uuid) && a.statusRzd !== status).map((a) => a.uuid);
    if (key.length === 0) {
      setRejecting(false);
      return notifyErrorText(rzdMessages.nothingToChange);
    }
    setStatus.mutate(
      { key, status, message },
      {
        onSuccess: (changed) => {
          setRejecting(false);
          setSelected(new Set());
          notifySuccess(rzdMessages.statusChanged, `Заявок: ${changed.length}`);
        },
        onError: (error) => {
          if (error instanceof HttpError && (error.status === 404 || error.status === 409)) notifyErrorText(error.message);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <SelectionBar
        selectedCount={selected.size}
        total={items.length}
        busy={setStatus.isPending}
        onSelectAll={() => setSelected(new Set(items.map((a) => a.uuid)))}
        onClear={() => setSelected(new Set())}
        onStatus={(status) => (status === 'rejected' ? setRejecting(true) : send(status))}
      />
      <RzdTable items={items} stale={stale} selected={selected} onToggle={toggle} />
      <RejectionReasonModal
        opened={rejecting}
        title="Причина отказа"
        confirmLabel="Отклонить"
        loading={setStatus.isPending}
        options={rejection}
        onConfirm={(reason) => send('rejected', reason)}
        onClose={() => setRejecting(false)}
      />
    </Stack>
  );
}
