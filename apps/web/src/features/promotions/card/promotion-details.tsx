import type { ReactNode } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { type Promotion, shownDateTime, winLimitLabel } from '@sks/contract';
import { paths } from '../../../app/paths';
import { shownPeriod, statusLabel } from '../promotion-format';
import { PromotionStatusActions } from './promotion-status-actions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Name, status and actions, then the promotion's facts and description (spec 02 section 2). */
export function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const status = statusLabel(promotion);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Акция">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap="xs" style={{ minWidth: 0 }}>
            <Badge variant="light" color={status.color} size="lg" w="fit-content">
              {status.label}
            </Badge>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {promotion.name}
            </Title>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Tooltip label="Редактировать">
              <ActionIcon
                component={Link}
                to={generatePath(paths.promotionEdit, { promotionId: promotion.uuidStock })}
                variant="default"
                size="lg"
                aria-label="Редактировать"
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <PromotionStatusActions promotion={promotion} />
          </Group>
        </Group>
        {promotion.status === 'blocked' && (
          <Alert color="red" variant="light" p="xs" title="Причина блокировки" maw={640}>
            {promotion.reasonBlocked || '—'}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          <Detail label="Партнёр">
            <Anchor component={Link} to={generatePath(paths.partnerCard, { partnerId: promotion.partner.uuidPartner })} size="sm">
              {promotion.partner.name}
            </Anchor>
          </Detail>
          <Detail label="Категория">{promotion.category?.name}</Detail>
          <Detail label="Дата создания">{shownDateTime(promotion.createdData)}</Detail>
          <Detail label="Срок действия">{shownPeriod(promotion.dateBegin, promotion.dateEnd)}</Detail>
          <Detail label="Промокодов на студента">{winLimitLabel(promotion.winLimit)}</Detail>
        </SimpleGrid>
        <Detail label="Описание">
          <span style={{ whiteSpace: 'pre-wrap' }}>{promotion.description}</span>
        </Detail>
      </Stack>
    </Card>
  );
}
