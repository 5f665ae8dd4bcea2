import { Card, Stack, Text, Title } from '@mantine/core';
import { generatePath, useNavigate, useParams } from 'react-router';
import { partnerMessages, partnerUpdateSchema, type Partner } from '@sks/contract';
import { usePartner, useUpdatePartner } from '../../api/partners';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, notifySuccess, PageLoader } from '../../ui';
import { PartnerFormFields } from './form/partner-form';
import { formOfPartner, updateValuesOf, validatePartnerEdit } from './form/partner-form-state';
import { usePartnerForm } from './form/use-partner-form';

/** /partners/card/:partnerId/edit — 'Редактирование партнёра' (spec 02 sections 2 and 5). */
export function PartnerEditPage() {
  const { partnerId = '' } = useParams();
  const partner = usePartner(partnerId);
  const cardPath = generatePath(paths.partnerCard, { partnerId });

  return (
    <Stack gap="lg">
      <BackLink to={cardPath}>К карточке партнёра</BackLink>
      <div>
        <Title order={1} size="h2">
          Редактирование партнёра
        </Title>
        {partner.data && <Text c="dimmed">{partner.data.name}</Text>}
      </div>
      {partner.isPending ? (
        <PageLoader />
      ) : partner.isError ? (
        <CardLoadError error={partner.error} notFound={partnerMessages.notFound} onRetry={() => void partner.refetch()} />
      ) : (
        <EditForm key={partner.data.uuidPartner} partner={partner.data} cardPath={cardPath} />
      )}
    </Stack>
  );
}

function EditForm({ partner, cardPath }: { partner: Partner; cardPath: string }) {
  const navigate = useNavigate();
  const update = useUpdatePartner();
  // Filled once from the card: a refetch does not overwrite what is being typed.
  const form = usePartnerForm(formOfPartner(partner), validatePartnerEdit);

  const save = async () => {
    try {
      await update.mutateAsync({ id: partner.uuidPartner, body: partnerUpdateSchema.parse(updateValuesOf(form.values)) });
    } catch (error) {
      form.showSaveError(error);
      return;
    }
    notifySuccess('Сохранено', 'Данные партнёра обновлены');
    void navigate(cardPath);
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <PartnerFormFields form={form} mode="edit" onSubmit={() => void save()} onCancel={() => void navigate(cardPath)} saving={update.isPending} />
    </Card>
  );
}
