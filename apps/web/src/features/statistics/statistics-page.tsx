import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the statistics area is built; every route of the area shows it. */
export function StatisticsPage() {
  return <NotBuiltPage title={sections.statistics.label} />;
}
