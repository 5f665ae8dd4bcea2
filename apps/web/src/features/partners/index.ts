export { PartnersPage } from './partners-page';
