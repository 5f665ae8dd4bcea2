import { Modal, Skeleton, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { formatRuDate, partnerRatingSortLabels, type StatisticsPeriod, statisticsPeriodLabels } from '@sks/contract';
import { usePartnerViews } from '../../api/statistics';
import { EmptyState, ErrorState } from '../../ui';
import { formatCount } from './statistics-format';

export type ViewedPartner = { uuidPartner: string; name: string };

function ViewsChart({ partner, period }: { partner: ViewedPartner; period: StatisticsPeriod }) {
  const views = usePartnerViews(partner.uuidPartner, period);
  if (views.isError && !views.isFetching) return <ErrorState error={views.error} onRetry={() => void views.refetch()} />;
  if (!views.data) return <Skeleton h={280} aria-busy="true" aria-label="Загрузка" />;
  const card = views.data.reduce((sum, d) => sum + d.cViewCard, 0);
  const barcode = views.data.reduce((sum, d) => sum + d.cViewBarcode, 0);
  if (card + barcode === 0) return <EmptyState title="Просмотров нет" text="За этот период партнёра не смотрели" />;
  return (
    <>
      <BarChart
        h={280}
        data={views.data.map((d) => ({ ...d, day: formatRuDate(d.day).slice(0, 5) }))}
        dataKey="day"
        type="stacked"
        withLegend
        valueFormatter={formatCount}
        series={[
          { name: 'cViewBarcode', label: partnerRatingSortLabels.cViewBarcode, color: 'teal.6' },
          { name: 'cViewCard', label: partnerRatingSortLabels.cViewCard, color: 'blue.5' },
        ]}
      />
      <Text size="sm" mt="sm">
        {`Всего: ${partnerRatingSortLabels.cViewBarcode.toLowerCase()} ${formatCount(barcode)}, ${partnerRatingSortLabels.cViewCard.toLowerCase()} ${formatCount(card)}`}
      </Text>
      <Text size="xs" c="dimmed">
        {`${formatRuDate(views.data[0].day)} – ${formatRuDate(views.data[views.data.length - 1].day)}`}
      </Text>
    </>
  );
}

/** A partner's views by day for the rating's period (opened from a row of the rating). */
export function PartnerViewsModal({ partner, period, onClose }: { partner: ViewedPartner | null; period: StatisticsPeriod; onClose: () => void }) {
  return (
    <Modal opened={partner !== null} onClose={onClose} size="xl" title={partner ? `${partner.name}: просмотры по дням, ${statisticsPeriodLabels[period].toLowerCase()}` : ''}>
      {partner && <ViewsChart partner={partner} period={period} />}
    </Modal>
  );
}
