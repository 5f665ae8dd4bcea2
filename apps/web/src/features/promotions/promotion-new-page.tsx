import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { generatePath, useNavigate, useParams } from 'react-router';
import { usePartner } from '../../api/partners';
import { useCreatePromotion } from '../../api/promotions';
import { paths } from '../../app/paths';
import { BackLink } from '../../ui';
import { CodesSoonModal } from './form/codes-soon-modal';
import { PromotionFormFields } from './form/promotion-form';
import { emptyPromotionForm, valuesOf } from './form/promotion-form-state';
import { usePromotionForm } from './form/use-promotion-form';

/**
 * /partners/card/:partnerId/newStock — 'Добавление акции'. After the save: with a promo-code
 * file the 'codes appear in a few minutes' modal, then the partner card (spec 02 section 4).
 */
export function PromotionNewPage() {
  const { partnerId = '' } = useParams();
  const navigate = useNavigate();
  // Only the partner's name for the subtitle: the form works without it.
  const partner = usePartner(partnerId);
  const form = usePromotionForm(emptyPromotionForm);
  const create = useCreatePromotion();
  const [codesSoon, setCodesSoon] = useState(false);
  const cardPath = generatePath(paths.partnerCard, { partnerId });

  const save = async () => {
    try {
      await create.mutateAsync({ uuidPartner: partnerId, ...valuesOf(form.values) });
    } catch (error) {
      form.showSaveError(error);
      return;
    }
    if (form.values.file) setCodesSoon(true);
    else void navigate(cardPath);
  };

  return (
    <Stack gap="lg">
      <BackLink to={cardPath}>К карточке партнёра</BackLink>
      <div>
        <Title order={1} size="h2">
          Добавление акции
        </Title>
        {partner.data && <Text c="dimmed">{partner.data.name}</Text>}
      </div>
      <Card withBorder padding="lg" radius="md">
        <PromotionFormFields form={form} onSubmit={() => void save()} onCancel={() => void navigate(cardPath)} saving={create.isPending} hasStoredFile={false} />
      </Card>
      <CodesSoonModal opened={codesSoon} onContinue={() => void navigate(cardPath)} />
    </Stack>
  );
}
