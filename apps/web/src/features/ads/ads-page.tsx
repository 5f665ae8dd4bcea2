import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the ads area is built; every route of the area shows it. */
export function AdsPage() {
  return <NotBuiltPage title={sections.ads.label} />;
}
