import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { salePointMessages, type SalePoint } from '@sks/contract';
import { useCitySalePoints, useDeleteSalePoint } from '../../../api/sale-points';
import { ConfirmPopup, EmptyState, ErrorState, notifySuccess, SearchInput } from '../../../ui';
import { divider, PointRow } from './point-row';
import type { PointCity } from './point-form-popup';

type CityPointsPopupProps = {
  uuidPartner: string;
  city: PointCity;
  onAdd: () => void;
  onEdit: (point: SalePoint) => void;
  onClose: () => void;
};

/** A city's trade points grouped by first letter, with address search (spec 02 section 2). */
export function CityPointsPopup({ uuidPartner, city, onAdd, onEdit, onClose }: CityPointsPopupProps) {
  const [search, setSearch] = useState('');
  const groups = useCitySalePoints(uuidPartner, city.uuidCity, search);
  const remove = useDeleteSalePoint(uuidPartner);
  const [deleting, setDeleting] = useState<SalePoint | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.uuidSalePoint, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess('Торговые точки', salePointMessages.deleted);
      },
    });
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Закрыть' }} opened onClose={onClose} title={`Торговые точки — ${city.nameCity}`} size="lg" centered>
      <Stack gap="md">
        <Group align="flex-end" justify="space-between" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <SearchInput label="Поиск по адресу" value={search} onSearch={setSearch} minChars={0} />
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Добавить точку
          </Button>
        </Group>
        {groups.isPending ? (
          <Group justify="center" py="lg" role="status" aria-label="Загрузка торговых точек">
            <Loader size="sm" />
          </Group>
        ) : groups.isError ? (
          <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />
        ) : groups.data.length === 0 ? (
          <EmptyState title={search ? 'Ничего не найдено' : 'В этом городе торговых точек пока нет'} />
        ) : (
          groups.data.map((group) => (
            <section key={group.letter} aria-label={`Буква ${group.letter}`}>
              <Title order={3} size="h5" c="blue.7">
                {group.letter}
              </Title>
              <Stack gap={0}>
                {group.salePoints.map((point, i) => (
                  <div key={point.uuidSalePoint} style={i > 0 ? divider : undefined}>
                    <PointRow
                      point={point}
                      actions={
                        <>
                          <ActionIcon variant="subtle" aria-label={`Изменить: ${point.address}`} onClick={() => onEdit(point)}>
                            <IconEdit size={18} />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={`Удалить: ${point.address}`} onClick={() => setDeleting(point)}>
                            <IconTrash size={18} />
                          </ActionIcon>
                        </>
                      }
                    />
                  </div>
                ))}
              </Stack>
              {group.countPoints > group.salePoints.length && (
                <Text size="xs" c="dimmed">
                  Показаны {group.salePoints.length} из {group.countPoints}; уточните поиск
                </Text>
              )}
            </section>
          ))
        )}
      </Stack>
      <ConfirmPopup
        opened={deleting !== null}
        title="Удаление торговой точки"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {`Удалить торговую точку «${deleting?.address ?? ''}»?`}
      </ConfirmPopup>
    </Modal>
  );
}
