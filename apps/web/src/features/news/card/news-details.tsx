import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff, IconPinFilled } from '@tabler/icons-react';
import { newsApproveLabels, newsKindLabels, newsKindOf, type News } from '@sks/contract';
import { RichTextView } from '../../../ui';
import { approveColors, levelShown, moscowShown } from '../news-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

type Poll = NonNullable<News['poll']>;
type NewsEvent = NonNullable<News['event']>;

/** An answer's share of the votes, in percent. */
const share = (votes: number, total: number) => (total ? Math.round((votes / total) * 100) : 0);

function PollBlock({ poll }: { poll: Poll }) {
  const votes = poll.answerTypes.reduce((sum, a) => sum + a.votes, 0);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Опрос">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {poll.question}
        </Title>
        <Text size="sm" c="dimmed">{`Голосование до ${moscowShown(poll.endPooling)}`}</Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {poll.answerTypes.map((answer, i) => (
            <li key={i} aria-label={answer.title}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{answer.title}</Text>
                <Text size="sm" fw={600}>{`${answer.votes} гол.`}</Text>
              </Group>
              <div style={{ height: 6, marginTop: 4, borderRadius: 3, background: 'var(--mantine-color-gray-2)' }} aria-hidden>
                <div style={{ height: '100%', width: `${share(answer.votes, votes)}%`, borderRadius: 3, background: 'var(--mantine-color-blue-6)' }} />
              </div>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function EventBlock({ event }: { event: NewsEvent }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Мероприятие">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Начало">{moscowShown(event.date)}</Fact>
        <Fact label="Адрес">{event.address}</Fact>
        <Fact label="Регистрация до">{moscowShown(event.endRegistration)}</Fact>
        <Fact label="Места">{`${event.registered} из ${event.placesCount}`}</Fact>
      </SimpleGrid>
    </Card>
  );
}

/** What the item says and where it stands: badges, times in МСК, covers, text, poll or event. */
export function NewsDetails({ news }: { news: News }) {
  const kind = newsKindOf(news);
  const author = `${news.author.surname} ${news.author.name}`.trim();
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Новость">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color="blue" size="lg">
              {newsKindLabels[kind]}
            </Badge>
            <Badge variant="light" color={approveColors[news.approve]} size="lg" aria-label="Статус">
              {newsApproveLabels[news.approve]}
            </Badge>
            {news.status === 'disabled' && (
              <Badge variant="outline" color="gray" size="lg" leftSection={<IconEyeOff size={14} />}>
                Скрыта
              </Badge>
            )}
            {news.fixToDate && (
              <Badge variant="outline" color="blue" size="lg" leftSection={<IconPinFilled size={14} />}>
                {`Закреплена до ${moscowShown(news.fixToDate)}`}
              </Badge>
            )}
          </Group>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {news.title}
          </Title>
          {news.reason && (news.approve === 'declined' || news.approve === 'blocked') && (
            <Alert color={news.approve === 'blocked' ? 'red' : 'orange'} title={news.approve === 'blocked' ? 'Причина блокировки' : 'Причина отклонения'}>
              {news.reason}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <Fact label="Уровень">{levelShown(news)}</Fact>
            <Fact label="Автор">{author || '—'}</Fact>
            <Fact label="Публикация">
              {news.publishEnd ? `${moscowShown(news.publishBegin)} — ${moscowShown(news.publishEnd)}` : `с ${moscowShown(news.publishBegin)}`}
            </Fact>
            <Fact label="Создана">{moscowShown(news.createdAt)}</Fact>
          </SimpleGrid>
          {news.photoUrl.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-label="Обложки">
              {news.photoUrl.map((url, i) => (
                <Image key={url} src={url} alt={`Обложка ${i + 1}`} radius="md" h={140} fit="cover" />
              ))}
            </SimpleGrid>
          )}
          {news.content ? (
            <RichTextView html={news.content} />
          ) : (
            <Text size="sm" c="dimmed">
              Текста нет
            </Text>
          )}
        </Stack>
      </Card>
      {news.poll && <PollBlock poll={news.poll} />}
      {news.event && <EventBlock event={news.event} />}
    </Stack>
  );
}
