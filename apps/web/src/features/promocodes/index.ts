export { PromocodesPage } from './promocodes-page';
