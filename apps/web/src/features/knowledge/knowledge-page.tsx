import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the knowledge area is built; every route of the area shows it. */
export function KnowledgePage() {
  return <NotBuiltPage title={sections.knowledge.label} />;
}
