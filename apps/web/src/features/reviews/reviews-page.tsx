import { sections } from '../../app/sections';
import { NotBuiltPage } from '../../ui';

/** Placeholder until the reviews area is built; every route of the area shows it. */
export function ReviewsPage() {
  return <NotBuiltPage title={sections.reviews.label} />;
}
