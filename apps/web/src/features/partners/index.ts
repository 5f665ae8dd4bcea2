export { PartnersPage } from './partners-page';
export { PartnerNewPage } from './partner-new-page';
export { PartnerCardPage } from './partner-card-page';
export { PartnerEditPage } from './partner-edit-page';
