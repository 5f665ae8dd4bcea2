import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { discountLabel, limits, type Discount, type DiscountInput } from '@sks/contract';
import { useCreateDiscounts, useDeleteDiscount, useUpdateDiscount } from '../../../api/discounts';
import { ConfirmPopup, EmptyState } from '../../../ui';
import { draftOfDiscount } from '../discounts/discount-form';
import { DiscountList } from '../discounts/discount-list';
import { DiscountPopup } from '../discounts/discount-popup';

const listed = (d: Discount) => ({ key: d.uuidDiscount, type: d.type, name: d.name, size: d.size, description: d.description });

/** The card's discounts: add (up to 3), edit and delete through the server, then the card refreshes. */
export function DiscountsTab({ uuidPartner, discounts }: { uuidPartner: string; discounts: Discount[] }) {
  // undefined: closed; null: adding; a uuid: editing that discount.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const create = useCreateDiscounts(uuidPartner);
  const update = useUpdateDiscount(uuidPartner);
  const remove = useDeleteDiscount(uuidPartner);
  const edited = discounts.find((d) => d.uuidDiscount === editing);
  const canAdd = discounts.length < limits.discountsMax;

  const save = async (discount: DiscountInput) => {
    if (edited) await update.mutateAsync({ uuidDiscount: edited.uuidDiscount, discount });
    else await create.mutateAsync({ uuidPartner, discounts: [discount] });
  };

  const addButton = canAdd && (
    <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
      Добавить скидку
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Не больше {limits.discountsMax} скидок у партнёра
        </Text>
        {discounts.length > 0 && addButton}
      </Group>
      {discounts.length === 0 ? (
        <EmptyState title="Скидок пока нет" action={addButton} />
      ) : (
        <DiscountList
          discounts={discounts.map(listed)}
          onEdit={setEditing}
          onDelete={(key) => setDeleting(discounts.find((d) => d.uuidDiscount === key) ?? null)}
          deleting={remove.isPending ? (remove.variables?.uuidDiscount ?? null) : null}
        />
      )}
      <DiscountPopup
        opened={editing !== undefined}
        initial={edited ? draftOfDiscount(edited) : null}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmPopup
        opened={deleting !== null}
        title="Удаление скидки"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ uuidDiscount: deleting.uuidDiscount }, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        Удалить скидку «{deleting ? discountLabel(deleting) : ''}»?
      </ConfirmPopup>
    </Stack>
  );
}
