import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { adsMessages, adsOrgTypeLabels } from '@sks/contract';
import { paths } from '../../app/paths';
import { useAdsPartner, usePartnerRegistry } from '../../api/ads-partners';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { yesNo } from './ads-format';
import { Field, FieldGrid } from './card-parts';
import { PartnerDialog } from './partner-dialog';
import { RegistryStatus } from './registry-status';

/** /ads/{id}: an ad partner with its registry status, the edit dialog and 'Отправить на проверку'. */
export function AdsPartnerPage() {
  const { id = '' } = useParams();
  const partner = useAdsPartner(id);
  const { refresh, send } = usePartnerRegistry();
  const [editing, setEditing] = useState(false);

  if (partner.isPending) return <PageLoader />;
  if (partner.isError) return <CardLoadError error={partner.error} notFound={adsMessages.partnerNotFound} onRetry={() => void partner.refetch()} />;
  const p = partner.data;
  return (
    <Stack gap="md">
      <BackLink to={paths.ads}>Рекламные партнеры</BackLink>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {p.name}
        </Title>
        <Button variant="default" onClick={() => setEditing(true)}>
          Редактировать
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <RegistryStatus id={p.id} item={p} refresh={refresh} send={send} />
      </Card>
      <FieldGrid>
        <Field label="Наименование или ФИО">{p.name}</Field>
        <Field label="Тип организации">{adsOrgTypeLabels[p.type]}</Field>
        <Field label="ИНН">{p.inn}</Field>
        <Field label="Рекламораспространитель">{yesNo(p.isRr)}</Field>
        <Field label="Партнер СКС">{p.partnerName}</Field>
      </FieldGrid>
      {editing && <PartnerDialog partner={p} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
