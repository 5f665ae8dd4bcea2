import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the universities area is built; every route of the area shows it. */
export function UniversitiesPage() {
  return <NotBuiltPage title={sections.universities.label} />;
}
