export { SettingsCitiesPage } from './cities-page';
export { SettingsCategoriesPage } from './categories-page';
