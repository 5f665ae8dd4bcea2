import { useParams } from 'react-router';
import { generatePath } from 'react-router';
import { Badge, Button, Card, Group, Image, Stack, Title } from '@mantine/core';
import { adsCampaignTypeLabels, adsCreativeFormLabels, adsMessages, formatRuDate } from '@sks/contract';
import { paths } from '../../app/paths';
import { useAdsCreative, useCreativeActive, useCreativeRegistry } from '../../api/ads-creatives';
import { BackLink, CardLoadError, PageLoader } from '../../ui';
import { adsToast } from './ads-toast';
import { ActsBlock } from './acts-block';
import { Field, FieldGrid } from './card-parts';
import { RegistryStatus } from './registry-status';
import { StatisticsBlock } from './statistics-block';

/** /creative/{id}: a registered creative, its on/off toggle, its acts and its monthly statistics. */
export function CreativePage() {
  const { id = '' } = useParams();
  const creative = useAdsCreative(id);
  const { refresh, send } = useCreativeRegistry();
  const toggle = useCreativeActive();

  if (creative.isPending) return <PageLoader />;
  if (creative.isError) return <CardLoadError error={creative.error} notFound={adsMessages.creativeNotFound} onRetry={() => void creative.refetch()} />;
  const c = creative.data;
  return (
    <Stack gap="md">
      <BackLink to={generatePath(paths.adsContract, { id: c.contractId })}>Договор</BackLink>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} size="h2">
            {c.title}
          </Title>
          <Badge color={c.active ? 'teal' : 'gray'} variant="light" data-testid="creative-active">
            {c.active ? 'Включен' : 'Выключен'}
          </Badge>
        </Group>
        <Button variant={c.active ? 'default' : 'filled'} loading={toggle.isPending} onClick={() => toggle.mutate({ id: c.id, active: !c.active }, { onError: adsToast })}>
          {c.active ? 'Выключить' : 'Включить'}
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <RegistryStatus id={c.id} item={c} refresh={refresh} send={send} />
      </Card>
      <FieldGrid>
        <Field label="Идентификатор договора">{c.contractId}</Field>
        <Field label="Форма">{adsCreativeFormLabels[c.form]}</Field>
        <Field label="Тип кампании">{adsCampaignTypeLabels[c.type]}</Field>
        <Field label="erid">{c.erid ?? '—'}</Field>
        <Field label="Описание">{c.description}</Field>
        <Field label="Текст креатива">{c.textData}</Field>
        <Field label="Начало креатива">{formatRuDate(c.startCreative)}</Field>
        <Field label="Окончание креатива">{formatRuDate(c.endCreative)}</Field>
        <Field label="Название акции">{c.title}</Field>
        <Field label="Начало акции">{formatRuDate(c.startPromo)}</Field>
        <Field label="Окончание акции">{formatRuDate(c.endPromo)}</Field>
        <Field label="ОКВЭД">{c.okveds.join(', ')}</Field>
        {c.mediaUrl && (
          <Field label="Баннер">
            <Image src={c.mediaUrl} alt={`Баннер креатива «${c.title}»`} maw={240} fit="contain" />
          </Field>
        )}
      </FieldGrid>
      <ActsBlock creative={c} />
      <StatisticsBlock creative={c} />
    </Stack>
  );
}
