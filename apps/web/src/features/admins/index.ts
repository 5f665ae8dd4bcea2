export { AdminsPage } from './admins-page';
