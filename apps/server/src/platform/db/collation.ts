import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The collation of names as Russian staff read them: dictionary order, where case and 'ё' against
 * 'е' only break ties. Created by migration 0019 from the ICU root collation, which PostgreSQL and
 * PGlite both apply alike; the name indexes are built with it.
 */
export const russianCollation = 'ru_dictionary';

/** A name in Russian dictionary order, for ORDER BY and for the indexes that serve it. */
export const byName = (name: SQLWrapper): SQL => sql`${name} COLLATE ${sql.identifier(russianCollation)}`;
