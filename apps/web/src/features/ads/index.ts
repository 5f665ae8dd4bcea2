export { AdsPage } from './ads-page';
