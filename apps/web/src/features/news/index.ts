export { NewsPage } from './news-page';
