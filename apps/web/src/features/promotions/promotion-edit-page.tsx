import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { generatePath, useNavigate, useParams } from 'react-router';
import { promotionMessages } from '@sks/contract';
import type { Promotion } from '@sks/contract';
import { usePromotion, useUpdatePromotion } from '../../api/promotions';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, notifySuccess, PageLoader } from '../../ui';
import { CodesSoonModal } from './form/codes-soon-modal';
import { PromotionFormFields } from './form/promotion-form';
import { formOfPromotion, valuesOf } from './form/promotion-form-state';
import { usePromotionForm } from './form/use-promotion-form';

/** /promotions/card/:promotionId/refactoring — the promotion's edit form (spec 02 sections 2, 4 and 5). */
export function PromotionEditPage() {
  const { promotionId = '' } = useParams();
  const promotion = usePromotion(promotionId);
  const cardPath = generatePath(paths.promotionCard, { promotionId });

  return (
    <Stack gap="lg">
      <BackLink to={cardPath}>К акции</BackLink>
      <div>
        <Title order={1} size="h2">
          Редактирование акции
        </Title>
        {promotion.data && <Text c="dimmed">{promotion.data.name}</Text>}
      </div>
      {promotion.data ? (
        <EditForm key={promotion.data.uuidStock} promotion={promotion.data} cardPath={cardPath} />
      ) : promotion.isError ? (
        <CardLoadError error={promotion.error} notFound={promotionMessages.notFound} onRetry={() => void promotion.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** After the save: with a new file the 'codes appear in a few minutes' modal, then the card. */
function EditForm({ promotion, cardPath }: { promotion: Promotion; cardPath: string }) {
  const navigate = useNavigate();
  const update = useUpdatePromotion();
  // Filled once from the card: a refetch (the card polls while an import runs) does not overwrite what is being typed.
  const form = usePromotionForm(formOfPromotion(promotion));
  const [codesSoon, setCodesSoon] = useState(false);

  const save = async () => {
    try {
      await update.mutateAsync({ id: promotion.uuidStock, body: valuesOf(form.values) });
    } catch (error) {
      form.showSaveError(error);
      return;
    }
    if (form.values.file) {
      setCodesSoon(true);
      return;
    }
    notifySuccess('Сохранено', 'Акция обновлена');
    void navigate(cardPath);
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <PromotionFormFields
        form={form}
        onSubmit={() => void save()}
        onCancel={() => void navigate(cardPath)}
        saving={update.isPending}
        hasStoredFile={promotion.fileUrl !== null}
      />
      <CodesSoonModal opened={codesSoon} onContinue={() => void navigate(cardPath)} />
    </Card>
  );
}
