import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { promocodeLimits } from '@sks/contract';
import { useDeletePromocodes, usePromocodeList } from '../../api/promocodes';
import { paths } from '../../app/paths';
import { sections } from '../../app/sections';
import { ConfirmPopup, EmptyState, notifyError, notifySuccess, PageLoader, Pagination, pageCount, RecordTotal, useListParams, type ListParamsConfig } from '../../ui';
import { LoadFailed } from './load-failed';
import { PromocodesTable } from './promocodes-table';

/** Only the page is in the URL: the list has no search, sort or filter (spec 03 section 2.4). */
const listConfig: ListParamsConfig<'id'> = { sortFields: ['id'], defaultSort: { field: 'id', direction: 'DESC' }, pageSize: promocodeLimits.pageSize };

/** Set by the create form: the list shows its spinner a moment after a create (spec 03 section 4). */
export type PromocodesListState = { created?: boolean };

function useCreatedSpinner(): boolean {
  const created = (useLocation().state as PromocodesListState | null)?.created === true;
  const [spinning, setSpinning] = useState(created);
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => setSpinning(false), promocodeLimits.createdSpinnerMs);
    return () => clearTimeout(timer);
  }, [created]);
  return spinning;
}

/** /promocodes — registration promo codes, 15 a page, the selected ones deleted together. */
export function PromocodesPage() {
  const list = useListParams(listConfig);
  const query = usePromocodeList(list.page);
  const remove = useDeletePromocodes();
  const spinning = useCreatedSpinner();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const total = query.data?.total ?? 0;

  // A page past the end (a shared link, codes deleted meanwhile) goes to the last page.
  const { setPage } = list;
  const empty = query.data?.items.length === 0;
  useEffect(() => {
    if (empty && total > 0 && list.page > 1) setPage(pageCount(total, promocodeLimits.pageSize));
  }, [empty, total, list.page, setPage]);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const deleteSelected = async () => {
    try {
      await remove.mutateAsync([...selected]);
    } catch (error) {
      notifyError(error);
      return;
    } finally {
      setConfirming(false);
    }
    notifySuccess('Удалено', `Удалено промокодов: ${selected.size}`, { autoClose: promocodeLimits.noticeMs });
    setSelected(new Set());
  };

  const addButton = (
    <Button component={Link} to={paths.promocodeCreate} leftSection={<IconPlus size={16} />}>
      Добавить промокод
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            {sections.promocodes.label}
          </Title>
          {query.data && <RecordTotal total={total} />}
        </Group>
        <Group gap="sm">
          <Button variant="default" color="red" leftSection={<IconTrash size={16} />} disabled={selected.size === 0} onClick={() => setConfirming(true)}>
            {selected.size ? `Удалить выбранные (${selected.size})` : 'Удалить выбранные'}
          </Button>
          {addButton}
        </Group>
      </Group>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          {query.isPending || spinning ? (
            <PageLoader />
          ) : query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : query.data.items.length === 0 ? (
            <EmptyState title="Промокодов пока нет" action={addButton} />
          ) : (
            <PromocodesTable promocodes={query.data.items} stale={query.isPlaceholderData} selected={selected} onToggle={toggle} now={new Date()} />
          )}
          {total > promocodeLimits.pageSize && (
            <Group justify="flex-end">
              <Pagination page={list.page} total={total} pageSize={promocodeLimits.pageSize} onChange={list.setPage} />
            </Group>
          )}
        </Stack>
      </Card>
      <ConfirmPopup
        opened={confirming}
        title="Удаление промокодов"
        loading={remove.isPending}
        onConfirm={() => void deleteSelected()}
        onClose={() => setConfirming(false)}
      >
        {`Удалить выбранные промокоды (${selected.size})? Вместе с ними удалится их статистика.`}
      </ConfirmPopup>
    </Stack>
  );
}
