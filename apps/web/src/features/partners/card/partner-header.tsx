import { Badge, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconStarFilled } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import type { Partner } from '@sks/contract';
import { paths } from '../../../app/paths';
import { RichTextView } from '../../../ui';
import { shownRating } from '../partner-format';
import { PartnerStatusActions } from './partner-status-actions';

const logoSize = 120;

/** Logo, status, name, rating, description and the card's actions. */
export function PartnerHeader({ partner }: { partner: Partner }) {
  const blocked = partner.status === 'blocked';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Партнёр">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Center
          w={logoSize}
          h={logoSize}
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0, overflow: 'hidden' }}
        >
          {partner.logo ? (
            <Image src={partner.logo} alt={`Логотип ${partner.name}`} w={logoSize} h={logoSize} fit="contain" />
          ) : (
            <IconBuildingStore size={48} color="var(--mantine-color-gray-5)" aria-label="Нет логотипа" />
          )}
        </Center>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Badge variant="light" color={blocked ? 'red' : 'teal'} size="lg">
              {blocked ? 'Заблокирован' : 'Активен'}
            </Badge>
            <Group gap={4} aria-label="Рейтинг" role="group">
              <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text fw={600}>{shownRating(partner.rating)}</Text>
            </Group>
          </Group>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {partner.name}
          </Title>
          {partner.description ? (
            <RichTextView html={partner.description} />
          ) : (
            <Text size="sm" c="dimmed">
              Описания нет
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Button
            component={Link}
            to={generatePath(paths.partnerEdit, { partnerId: partner.uuidPartner })}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Редактировать
          </Button>
          <PartnerStatusActions partner={partner} />
        </Group>
      </Group>
    </Card>
  );
}
