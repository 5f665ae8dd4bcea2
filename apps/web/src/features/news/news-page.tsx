import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the news area is built; every route of the area shows it. */
export function NewsPage() {
  return <NotBuiltPage title={sections.news.label} />;
}
