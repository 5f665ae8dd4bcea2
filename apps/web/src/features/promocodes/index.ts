export { PromocodesPage } from './promocodes-page';
export { PromocodeCreatePage } from './promocode-create-page';
export { PromocodeEditPage } from './promocode-edit-page';
export { PromocodeStatisticsPage } from './promocode-statistics-page';
