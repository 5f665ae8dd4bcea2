import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the partners area is built; every route of the area shows it. */
export function PartnersPage() {
  return <NotBuiltPage title={sections.partners.label} />;
}
