import { settingsMessages, type SettingsCategory, type SettingsCity } from '@sks/contract';
import type { Db } from '../../platform/db/client.js';
import { conflict, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../users/repo.js';
import * as repo from './repo.js';

/** A save that a unique name index refused (a second save of the same name, even at the same moment) is a 409. */
async function uniqueName<T>(save: Promise<T>, message: string): Promise<T> {
  try {
    return await save;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message, 'duplicate_name');
    throw err;
  }
}

const cityOut = (row: repo.CityRow): SettingsCity => ({
  uuid: row.uuid,
  name: row.name,
  region: row.region,
  latitude: row.latitude,
  longitude: row.longitude,
  population: row.population,
  hidden: row.hidden,
});
const categoryOut = (row: repo.CategoryRow): SettingsCategory => ({ uuidCategory: row.uuid, name: row.name, hidden: row.hidden });

export async function listCities(db: Db, search: string | undefined, page: Parameters<typeof repo.listCities>[2]) {
  const { rows, total } = await repo.listCities(db, search, page);
  return { rows: rows.map(cityOut), total };
}

export const createCity = async (db: Db, fields: repo.CityFields) =>
  cityOut(await uniqueName(repo.insertCity(db, fields), settingsMessages.cityExists));

export async function updateCity(db: Db, uuid: string, fields: Partial<repo.CityFields>): Promise<SettingsCity> {
  const row = await uniqueName(repo.updateCity(db, uuid, fields), settingsMessages.cityExists);
  if (!row) throw notFound(settingsMessages.cityNotFound);
  return cityOut(row);
}

export async function listCategories(db: Db, search: string | undefined, page: Parameters<typeof repo.listCategories>[2]) {
  const { rows, total } = await repo.listCategories(db, search, page);
  return { rows: rows.map(categoryOut), total };
}

export const createCategory = async (db: Db, fields: repo.CategoryFields) =>
  categoryOut(await uniqueName(repo.insertCategory(db, fields), settingsMessages.categoryExists));

export async function updateCategory(db: Db, uuid: string, fields: Partial<repo.CategoryFields>): Promise<SettingsCategory> {
  const row = await uniqueName(repo.updateCategory(db, uuid, fields), settingsMessages.categoryExists);
  if (!row) throw notFound(settingsMessages.categoryNotFound);
  return categoryOut(row);
}
