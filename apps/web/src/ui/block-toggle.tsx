import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { BlockReasonPopup } from './block-reason-popup';

export type BlockToggleProps = {
  blocked: boolean;
  /** The block popup's title, e.g. 'Блокировка партнёра'. */
  title: string;
  presets?: readonly string[];
  pending: boolean;
  onUnblock: () => void;
  /** Blocks with the reason; `done` closes the popup once the call succeeds. */
  onBlock: (reason: string, done: () => void) => void;
};

/** A card's block/unblock button: blocking asks for a reason in the popup, unblocking is direct. */
export function BlockToggle({ blocked, title, presets, pending, onUnblock, onBlock }: BlockToggleProps) {
  const [blocking, setBlocking] = useState(false);

  if (blocked) {
    return (
      <Button variant="light" color="teal" leftSection={<IconLockOpen size={16} />} loading={pending} onClick={onUnblock}>
        Разблокировать
      </Button>
    );
  }

  return (
    <>
      <Button variant="light" color="red" leftSection={<IconLock size={16} />} onClick={() => setBlocking(true)}>
        Заблокировать
      </Button>
      <BlockReasonPopup
        opened={blocking}
        title={title}
        presets={presets}
        loading={pending}
        onConfirm={(reason) => onBlock(reason, () => setBlocking(false))}
        onClose={() => setBlocking(false)}
      />
    </>
  );
}
