import { z } from 'zod';
import { listHeadersSchema } from './common.js';

/** Reference data a superadmin keeps: cities and partner categories (issue 10). */
export const settingsLimits = {
  nameMax: 100,
  regionMax: 150,
  searchMax: 100,
  pageSize: 20,
  populationMax: 50_000_000,
} as const;

export const settingsMessages = {
  nameRequired: 'Введите название',
  nameTooLong: `Название не длиннее ${settingsLimits.nameMax} символов`,
  regionRequired: 'Укажите регион',
  regionTooLong: `Регион не длиннее ${settingsLimits.regionMax} символов`,
  latitude: 'Широта — число от -90 до 90',
  longitude: 'Долгота — число от -180 до 180',
  coordinatesBoth: 'Укажите и широту, и долготу или ни одну из них',
  population: 'Население — целое число от 0',
  hidden: 'Укажите, скрыт ли элемент',
  cityExists: 'Город с таким названием в этом регионе уже есть',
  categoryExists: 'Категория с таким названием уже есть',
  cityNotFound: 'Город не найден',
  categoryNotFound: 'Категория не найдена',
} as const;

/** What the settings screens show in their headings, menu and buttons. */
export const settingsTexts = {
  menu: 'Справочники',
  cities: 'Города',
  categories: 'Категории партнёров',
  addCity: 'Добавить город',
  addCategory: 'Добавить категорию',
  hide: 'Скрыть',
  show: 'Показать',
  hiddenMark: 'Скрыт',
} as const;

const name = z
  .string({ error: settingsMessages.nameRequired })
  .trim()
  .min(1, settingsMessages.nameRequired)
  .max(settingsLimits.nameMax, settingsMessages.nameTooLong);
const hidden = z.boolean({ error: settingsMessages.hidden });

/** GET list calls: `search` matches a substring of the name, case-insensitively. */
export const settingsListQuerySchema = z.object({ search: z.string().trim().max(settingsLimits.searchMax).optional() });
export const settingsCityListHeadersSchema = listHeadersSchema(['name', 'region', 'population'], {
  field: 'name',
  limit: settingsLimits.pageSize,
  direction: 'ASC',
});
export const settingsCategoryListHeadersSchema = listHeadersSchema(['name'], { field: 'name', limit: settingsLimits.pageSize, direction: 'ASC' });
export const settingsParamsSchema = z.object({ uuid: z.uuid() });
export const settingsHiddenBodySchema = z.object({ hidden });

export const settingsCitySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  population: z.number().int().nullable(),
  hidden: z.boolean(),
});
export type SettingsCity = z.infer<typeof settingsCitySchema>;

const optionalNumber = <T extends z.ZodNumber>(schema: T) => schema.nullable().optional().transform((v) => v ?? null);

/**
 * POST and PUT /{uuid} of a city: name and region (a name is unique within its region: Russia has
 * two Железногорск), optional centre and population; `hidden` optional (kept when absent).
 */
export const settingsCityBodySchema = z
  .object({
    name,
    region: z
      .string({ error: settingsMessages.regionRequired })
      .trim()
      .min(1, settingsMessages.regionRequired)
      .max(settingsLimits.regionMax, settingsMessages.regionTooLong),
    latitude: optionalNumber(z.number({ error: settingsMessages.latitude }).min(-90, settingsMessages.latitude).max(90, settingsMessages.latitude)),
    longitude: optionalNumber(
      z.number({ error: settingsMessages.longitude }).min(-180, settingsMessages.longitude).max(180, settingsMessages.longitude),
    ),
    population: optionalNumber(
      z.number({ error: settingsMessages.population }).int(settingsMessages.population).min(0, settingsMessages.population).max(settingsLimits.populationMax, settingsMessages.population),
    ),
    hidden: hidden.optional(),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), { path: ['longitude'], message: settingsMessages.coordinatesBoth });
export type SettingsCityValues = z.input<typeof settingsCityBodySchema>;

export const settingsCategorySchema = z.object({ uuidCategory: z.uuid(), name: z.string(), hidden: z.boolean() });
export type SettingsCategory = z.infer<typeof settingsCategorySchema>;
/** POST and PUT /{uuid} of a category; `hidden` optional (kept when absent). */
export const settingsCategoryBodySchema = z.object({ name, hidden: hidden.optional() });
export type SettingsCategoryValues = z.input<typeof settingsCategoryBodySchema>;
