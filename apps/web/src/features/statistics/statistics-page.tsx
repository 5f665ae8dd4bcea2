import { Stack, Title } from '@mantine/core';
import { sections } from '../../app/sections';
import { GeneralStatistics } from './general-statistics';
import { PartnerRating } from './partner-rating';
import { UniversityStatistics } from './university-statistics';

/** /statistics: the general widget, a university's statistics and the partner rating (spec 03 section 2.1). */
export function StatisticsPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {sections.statistics.label}
      </Title>
      <GeneralStatistics />
      <UniversityStatistics />
      <PartnerRating />
    </Stack>
  );
}
