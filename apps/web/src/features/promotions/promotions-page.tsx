import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the promotions area is built; every route of the area shows it. */
export function PromotionsPage() {
  return <NotBuiltPage title={sections.promotions.label} />;
}
