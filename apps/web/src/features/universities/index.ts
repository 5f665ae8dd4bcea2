export { UniversitiesPage, universityListQueryOf } from './universities-page';
export { UniversityNewPage } from './university-new-page';
export { UniversityCardPage } from './university-card-page';
export { UniversityEditPage } from './university-edit-page';
