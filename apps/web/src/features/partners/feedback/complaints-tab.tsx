import { Group, Loader, Stack, Title } from '@mantine/core';
import { usePartnerComplaints } from '../../../api/partner-media';
import { EmptyState, ErrorState } from '../../../ui';
import { FeedbackEntry, FeedbackList } from './feedback-entry';

/** The card's complaints tab: what students reported about the partner (spec 02 sections 2 and 3). */
export function ComplaintsTab({ uuidPartner }: { uuidPartner: string }) {
  const complaints = usePartnerComplaints(uuidPartner);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Жалобы
      </Title>
      {complaints.isPending ? (
        <Group justify="center" py="lg" role="status" aria-label="Загрузка жалоб">
          <Loader size="sm" />
        </Group>
      ) : complaints.isError ? (
        <ErrorState error={complaints.error} onRetry={() => void complaints.refetch()} />
      ) : complaints.data.length === 0 ? (
        <EmptyState title="Жалоб пока нет" />
      ) : (
        <FeedbackList label="Жалобы">
          {complaints.data.map((complaint) => (
            <FeedbackEntry key={complaint.uuidComplaint} person={complaint.userInfo} createdAt={complaint.createdAt} text={complaint.msg} />
          ))}
        </FeedbackList>
      )}
    </Stack>
  );
}
