export { PromotionsPage } from './promotions-page';
export { PromotionCardPage } from './promotion-card-page';
export { PromotionEditPage } from './promotion-edit-page';
export { PromotionStatisticPage } from './promotion-statistic-page';
export { PromotionNewPage } from './promotion-new-page';
