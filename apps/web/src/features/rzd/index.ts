export { RzdBonusPage } from './rzd-bonus-page';
