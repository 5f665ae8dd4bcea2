export { UniversitiesPage } from './universities-page';
