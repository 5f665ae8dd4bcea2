import { Modal, Stack, Text } from '@mantine/core';
import { adsTexts, ordStateLabels } from '@sks/contract';
import { usePlatform } from '../../api/ads-partners';
import { ErrorState, PageLoader } from '../../ui';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** 'Рекламная площадка СКС': the product's own platform, read-only. */
export function PlatformDialog({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  return (
    <Modal opened onClose={onClose} title={adsTexts.platformTitle} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {platform.isPending ? (
        <PageLoader />
      ) : platform.isError || !platform.data ? (
        <ErrorState error={platform.error} onRetry={() => void platform.refetch()} />
      ) : (
        <Stack gap="sm">
          <Line label="Идентификатор в ОРД" value={platform.data.orgId} />
          <Line label="Название" value={platform.data.name} />
          <Line label="Адрес" value={platform.data.url} />
          <Line label="Регистрация у оператора" value={platform.data.configured ? ordStateLabels.success : ordStateLabels[platform.data.ordState]} />
          {platform.data.ordError && <Line label="Ответ оператора" value={platform.data.ordError} />}
        </Stack>
      )}
    </Modal>
  );
}
