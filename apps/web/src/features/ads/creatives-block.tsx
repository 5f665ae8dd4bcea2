import { useState } from 'react';
import { generatePath } from 'react-router';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adsCreativeFormLabels, respStatuses, type AdsContract, type AdsCreative } from '@sks/contract';
import { paths } from '../../app/paths';
import { useCreatives } from '../../api/ads-contracts';
import { useCreativeRegistry } from '../../api/ads-creatives';
import { EmptyState, ErrorState, PageLoader } from '../../ui';
import { CreativeDialog } from './creative-dialog';
import { RegistryStatus } from './registry-status';

function CreativeItem({ creative }: { creative: AdsCreative }) {
  const { refresh, send } = useCreativeRegistry();
  const title = `${adsCreativeFormLabels[creative.form]} · ${creative.title}`;
  return (
    <Card withBorder padding="md" data-testid="creative-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          {creative.respStatus === respStatuses.success ? (
            <Anchor component={Link} to={generatePath(paths.creative, { id: creative.id })} fw={600}>
              {title}
            </Anchor>
          ) : (
            <Text fw={600}>{title}</Text>
          )}
          <Text size="xs" c="dimmed">
            {creative.id}
          </Text>
        </Group>
        {creative.erid && <Text size="sm">erid: {creative.erid}</Text>}
        <RegistryStatus id={creative.id} item={creative} refresh={refresh} send={send} compact />
      </Stack>
    </Card>
  );
}

/** The creatives of a registered contract: count, add button, and each with its status. */
export function CreativesBlock({ contract }: { contract: AdsContract }) {
  const creatives = useCreatives(contract.id, true);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Креативы ({creatives.data?.length ?? contract.countCreatives})
        </Title>
        <Button onClick={() => setAdding(true)}>Добавить креатив</Button>
      </Group>
      {creatives.isPending ? (
        <PageLoader />
      ) : creatives.isError ? (
        <ErrorState error={creatives.error} onRetry={() => void creatives.refetch()} />
      ) : creatives.data.length === 0 ? (
        <EmptyState title="Нет креативов" />
      ) : (
        creatives.data.map((c) => <CreativeItem key={c.id} creative={c} />)
      )}
      {adding && <CreativeDialog contract={contract} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
