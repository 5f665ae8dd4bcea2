import { Alert, Badge, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconPencil } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import type { University } from '@sks/contract';
import { paths } from '../../../app/paths';
import { UniversityDelete } from './university-delete';
import { UniversityStatusActions } from './university-status-actions';

const logoSize = 120;

/** Logo, names, status with the block reason, and the card's actions. */
export function UniversityHeader({ university }: { university: University }) {
  const blocked = university.status === 'blocked';
  return (
    <Card withBorder padding="lg" radius="md">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Center
          w={logoSize}
          h={logoSize}
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0, overflow: 'hidden' }}
        >
          {university.logo ? (
            <Image src={university.logo} alt={`Логотип ${university.shortName}`} w={logoSize} h={logoSize} fit="contain" />
          ) : (
            <IconBuildingCommunity size={48} color="var(--mantine-color-gray-5)" aria-label="Нет логотипа" />
          )}
        </Center>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {university.shortName}
            </Title>
            <Badge variant="light" color={blocked ? 'red' : 'teal'} size="lg">
              {blocked ? 'Заблокирован' : 'Активен'}
            </Badge>
          </Group>
          <Text c="dimmed">{university.nameUniver}</Text>
          {blocked && (
            <Alert color="red" variant="light" p="xs" title="Причина блокировки" maw={560}>
              {university.reasonBlocked || '—'}
            </Alert>
          )}
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Button
            component={Link}
            to={generatePath(paths.universityEdit, { id: university.uuidUniver })}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Редактировать
          </Button>
          <UniversityStatusActions university={university} />
          <UniversityDelete university={university} />
        </Group>
      </Group>
    </Card>
  );
}
