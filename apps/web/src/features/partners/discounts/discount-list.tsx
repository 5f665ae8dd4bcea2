import { ActionIcon, Badge, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { discountLabel, type DiscountInput } from '@sks/contract';

export type ListedDiscount = DiscountInput & { key: string };

type DiscountListProps = {
  discounts: ListedDiscount[];
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  /** The discount whose deletion is under way. */
  deleting?: string | null;
};

/** Discounts as cards with edit and delete, on the card's tab and in the new-partner form. */
export function DiscountList({ discounts, onEdit, onDelete, deleting = null }: DiscountListProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="Скидки">
      {discounts.map((d) => {
        const label = discountLabel(d);
        return (
          <Card key={d.key} withBorder radius="md" padding="md" role="listitem" aria-label={label}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Badge size="lg" variant="light" color={d.type === 'fix' ? 'teal' : 'grape'} style={{ textTransform: 'none' }}>
                  {label}
                </Badge>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Изменить">
                    <ActionIcon variant="subtle" aria-label={`Изменить скидку ${label}`} onClick={() => onEdit(d.key)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Удалить">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Удалить скидку ${label}`}
                      loading={deleting === d.key}
                      onClick={() => onDelete(d.key)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {d.description}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
