export { NewsPage } from './news-page';
export { NewsAddPage } from './news-add-page';
export { NewsCardPage } from './news-card-page';
export { NewsEditPage } from './news-edit-page';
