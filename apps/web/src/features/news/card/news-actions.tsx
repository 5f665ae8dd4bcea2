import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconBan, IconCheck, IconLock, IconLockOpen, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { generatePath, Link, useNavigate } from 'react-router';
import type { News, NewsApproveBody } from '@sks/contract';
import { useApproveNews, useDeleteNews, useSendNewsToModeration } from '../../../api/news';
import { paths } from '../../../app/paths';
import { ConfirmPopup, RejectionReasonModal } from '../../../ui';
import { moderationActions } from './moderation';

type Asking = 'decline' | 'block' | 'delete' | null;

/** Moderation, edit and delete of the card (spec 02 section 4); the card and the badge refresh after each. */
export function NewsActions({ news }: { news: News }) {
  const navigate = useNavigate();
  const approve = useApproveNews();
  const send = useSendNewsToModeration();
  const remove = useDeleteNews();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const uuidNews = news.uuidNews;
  const actions = moderationActions(news.approve);
  const busy = approve.isPending || send.isPending;

  const setApprove = (body: Omit<NewsApproveBody, 'uuidNews'>) =>
    approve.mutate({ uuidNews, ...body }, { onSuccess: close });

  return (
    <Group gap="sm" role="group" aria-label="Действия">
      {actions.includes('publish') && (
        <Button color="teal" leftSection={<IconCheck size={16} />} loading={busy} onClick={() => setApprove({ approve: 'approved' })}>
          Опубликовать
        </Button>
      )}
      {actions.includes('decline') && (
        <Button variant="light" color="orange" leftSection={<IconBan size={16} />} disabled={busy} onClick={() => setAsking('decline')}>
          Отклонить
        </Button>
      )}
      {actions.includes('send') && (
        <Button variant="light" leftSection={<IconSend size={16} />} loading={busy} onClick={() => send.mutate(uuidNews)}>
          Отправить на модерацию
        </Button>
      )}
      {actions.includes('unblock') && (
        <Button variant="light" color="teal" leftSection={<IconLockOpen size={16} />} loading={busy} onClick={() => setApprove({ approve: 'wait' })}>
          Разблокировать
        </Button>
      )}
      {actions.includes('edit') && (
        <Button component={Link} to={generatePath(paths.newsEdit, { newsId: uuidNews })} variant="default" leftSection={<IconPencil size={16} />}>
          Редактировать
        </Button>
      )}
      {actions.includes('block') && (
        <Button variant="light" color="red" leftSection={<IconLock size={16} />} disabled={busy} onClick={() => setAsking('block')}>
          Заблокировать
        </Button>
      )}
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setAsking('delete')}>
        Удалить
      </Button>

      <RejectionReasonModal
        opened={asking === 'decline' || asking === 'block'}
        title={asking === 'block' ? 'Блокировка новости' : 'Отклонение новости'}
        confirmLabel={asking === 'block' ? 'Заблокировать' : 'Отклонить'}
        loading={approve.isPending}
        onConfirm={(reason) => setApprove({ approve: asking === 'block' ? 'blocked' : 'declined', reason })}
        onClose={close}
      />
      <ConfirmPopup
        opened={asking === 'delete'}
        title="Удаление новости"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(uuidNews, { onSuccess: () => void navigate(paths.news) })}
        onClose={close}
      >
        {`Удалить новость «${news.title}»?`}
      </ConfirmPopup>
    </Group>
  );
}
