import { useCallback, useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { generatePath, useNavigate } from 'react-router';
import { partnerCreateSchema } from '@sks/contract';
import { useCreatePartner } from '../../api/partners';
import { paths } from '../../app/paths';
import { BackLink } from '../../ui';
import type { ListedDiscount } from './discounts/discount-list';
import { LocalDiscounts } from './form/local-discounts';
import { PartnerFormFields } from './form/partner-form';
import { createValuesOf, emptyPartnerForm, validateNewPartner, type PartnerFormState } from './form/partner-form-state';
import { usePartnerForm } from './form/use-partner-form';

const inputOf = ({ key: _key, ...discount }: ListedDiscount) => discount;

/** /partners/new — a federal partner with its discounts, saved in one call (spec 02 sections 2 and 5). */
export function PartnerNewPage() {
  const navigate = useNavigate();
  const [discounts, setDiscounts] = useState<ListedDiscount[]>([]);
  const check = useCallback((values: PartnerFormState) => validateNewPartner(values, discounts.map(inputOf)), [discounts]);
  const form = usePartnerForm(emptyPartnerForm, check);
  const create = useCreatePartner();

  const save = async () => {
    const body = partnerCreateSchema.parse(createValuesOf(form.values, discounts.map(inputOf)));
    try {
      const uuidPartner = await create.mutateAsync(body);
      void navigate(generatePath(paths.partnerCard, { partnerId: uuidPartner }));
    } catch (error) {
      form.showSaveError(error);
    }
  };

  return (
    <Stack gap="lg">
      <BackLink to={paths.partners}>К списку партнёров</BackLink>
      <Title order={1} size="h2">
        Добавление партнёра (Федеральный партнёр)
      </Title>
      <Card withBorder padding="lg" radius="md">
        <PartnerFormFields form={form} mode="new" onSubmit={() => void save()} onCancel={() => void navigate(-1)} saving={create.isPending}>
          <LocalDiscounts discounts={discounts} onChange={setDiscounts} />
        </PartnerFormFields>
      </Card>
    </Stack>
  );
}
