import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the admins area is built; every route of the area shows it. */
export function AdminsPage() {
  return <NotBuiltPage title={sections.admins.label} />;
}
