import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { limits, type DiscountInput } from '@sks/contract';
import { draftOfDiscount } from '../discounts/discount-form';
import { DiscountList, type ListedDiscount } from '../discounts/discount-list';
import { DiscountPopup } from '../discounts/discount-popup';

type LocalDiscountsProps = {
  discounts: ListedDiscount[];
  onChange: (discounts: ListedDiscount[]) => void;
};

let nextKey = 0;
const newKey = () => `local-${(nextKey += 1)}`;

/** The new partner's discounts, kept here until the partner is saved (spec 02 section 4). */
export function LocalDiscounts({ discounts, onChange }: LocalDiscountsProps) {
  // undefined: closed; null: adding; a key: editing that discount.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const edited = discounts.find((d) => d.key === editing);

  const save = (discount: DiscountInput) => {
    if (edited) onChange(discounts.map((d) => (d.key === edited.key ? { ...discount, key: d.key } : d)));
    else onChange([...discounts, { ...discount, key: newKey() }]);
  };

  return (
    <Stack gap="sm" role="group" aria-label="Скидки партнёра">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Скидки ({discounts.length} из {limits.discountsMax})
        </Text>
        {discounts.length < limits.discountsMax && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            Добавить скидку
          </Button>
        )}
      </Group>
      {discounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          Скидок пока нет
        </Text>
      ) : (
        <DiscountList
          discounts={discounts}
          onEdit={setEditing}
          onDelete={(key) => onChange(discounts.filter((d) => d.key !== key))}
        />
      )}
      <DiscountPopup
        opened={editing !== undefined}
        initial={edited ? draftOfDiscount(edited) : null}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
