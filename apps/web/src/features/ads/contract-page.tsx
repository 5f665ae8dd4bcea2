import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { adsActionTypeLabels, adsContractTypeLabels, adsMessages, adsSubjectTypeLabels, respStatuses, formatRuDate } from '@sks/contract';
import { paths } from '../../app/paths';
import { useAdsContract, useContractRegistry } from '../../api/ads-contracts';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { showMoney, yesNo } from './ads-format';
import { Field, FieldGrid } from './card-parts';
import { ContractDialog } from './contract-dialog';
import { CreativesBlock } from './creatives-block';
import { RegistryStatus } from './registry-status';

/** /ads-contracts/{id}: a contract, its status, and its creatives once the registry has accepted it. */
export function ContractPage() {
  const { id = '' } = useParams();
  const contract = useAdsContract(id);
  const { refresh, send } = useContractRegistry();
  const [editing, setEditing] = useState(false);

  if (contract.isPending) return <PageLoader />;
  if (contract.isError) return <CardLoadError error={contract.error} notFound={adsMessages.contractNotFound} onRetry={() => void contract.refetch()} />;
  const c = contract.data;
  return (
    <Stack gap="md">
      <BackLink to={paths.adsContracts}>Рекламные договоры</BackLink>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {adsContractTypeLabels[c.type]} № {c.number}
        </Title>
        <Button variant="default" onClick={() => setEditing(true)}>
          Редактировать
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <RegistryStatus id={c.id} item={c} refresh={refresh} send={send} />
      </Card>
      <FieldGrid>
        <Field label="Номер">{c.number}</Field>
        <Field label="Рекламный партнер (плательщик)">{c.partnerInfo.name}</Field>
        <Field label="Идентификатор клиента">{c.clientId}</Field>
        <Field label="Дата договора">{formatRuDate(c.date)}</Field>
        <Field label="Идентификатор исполнителя">{c.contractorId}</Field>
        <Field label="Сумма">{showMoney(c.amount)}</Field>
        <Field label="Тип">{adsContractTypeLabels[c.type]}</Field>
        <Field label="НДС">{yesNo(c.isVat)}</Field>
        <Field label="Предмет договора">{adsSubjectTypeLabels[c.subjectType]}</Field>
        <Field label="Действия представителя">{adsActionTypeLabels[c.actionType]}</Field>
      </FieldGrid>
      {c.respStatus === respStatuses.success && <CreativesBlock contract={c} />}
      {editing && <ContractDialog contract={c} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
