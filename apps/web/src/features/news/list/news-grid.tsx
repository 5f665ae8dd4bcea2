import { Anchor, Badge, Card, Center, Group, Image, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconEyeOff, IconNews, IconPinFilled } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { newsApproveLabels, newsKindLabels, newsKindOf, newsPreview, type News } from '@sks/contract';
import { paths } from '../../../app/paths';
import { approveColors, levelShown, relativeShown } from '../news-format';

const coverHeight = 180;

function NewsTile({ news }: { news: News }) {
  const to = generatePath(paths.newsCard, { newsId: news.uuidNews });
  const cover = news.photoUrl[0];
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={news.title}>
      <Card.Section>
        {cover ? (
          <Image src={cover} alt="" h={coverHeight} fit="cover" />
        ) : (
          <Center h={coverHeight} bg="gray.0">
            <IconNews size={40} color="var(--mantine-color-gray-4)" aria-hidden />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Badge variant="light" color="blue">
              {newsKindLabels[newsKindOf(news)]}
            </Badge>
            <Badge variant="light" color={approveColors[news.approve]}>
              {newsApproveLabels[news.approve]}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            {news.fixToDate && (
              <Tooltip label="Закреплена">
                <IconPinFilled size={18} color="var(--mantine-color-blue-6)" aria-label="Закреплена" role="img" />
              </Tooltip>
            )}
            {news.status === 'disabled' && (
              <Tooltip label="Скрыта">
                <IconEyeOff size={18} color="var(--mantine-color-gray-6)" aria-label="Скрыта" role="img" />
              </Tooltip>
            )}
          </Group>
        </Group>
        <Anchor component={Link} to={to} fw={600} c="inherit" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {news.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {newsPreview(news.content)}
        </Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="xs" c="dimmed">
            {levelShown(news)}
          </Text>
          <Text size="xs" c="dimmed" title={news.publishBegin}>
            {relativeShown(news.publishBegin)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The news cards, three a row on a wide screen; dimmed while the next page loads. */
export function NewsGrid({ items, stale }: { items: News[]; stale: boolean }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="section"
      aria-label="Новости"
      aria-busy={stale}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {items.map((news) => (
        <NewsTile key={news.uuidNews} news={news} />
      ))}
    </SimpleGrid>
  );
}
