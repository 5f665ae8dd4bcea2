export { AdsPage } from './ads-page';
export { AdsPartnerPage } from './ads-partner-page';
export { ContractsPage } from './contracts-page';
export { ContractPage } from './contract-page';
export { CreativePage } from './creative-page';
