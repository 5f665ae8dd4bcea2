export { ReviewsPage } from './reviews-page';
export { ReviewCardPage } from './review-card-page';
