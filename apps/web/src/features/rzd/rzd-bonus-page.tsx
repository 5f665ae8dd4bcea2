import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the rzd area is built; every route of the area shows it. */
export function RzdBonusPage() {
  return <NotBuiltPage title={sections.rzd.label} />;
}
