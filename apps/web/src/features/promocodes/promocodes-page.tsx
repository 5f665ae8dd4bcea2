import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the promocodes area is built; every route of the area shows it. */
export function PromocodesPage() {
  return <NotBuiltPage title={sections.promocodes.label} />;
}
