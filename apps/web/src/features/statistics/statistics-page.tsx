import { Stack, Title } from '@mantine/core';
import { sections } from '../../app/sections';
import { GeneralStatistics } from './general-statistics';

/** /statistics: the general statistics widget. */
export function StatisticsPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {sections.statistics.label}
      </Title>
      <GeneralStatistics />
    </Stack>
  );
}
