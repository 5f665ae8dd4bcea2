import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = ANY(ARRAY(sub-select))`: a condition on another table's rows as a list of keys, which
 * the sub-select reads once by its own index. Inside an OR beside the row's own columns each side
 * then keeps its index (a BitmapOr); a join or IN there leaves PostgreSQL a scan of every row.
 */
export const anyOf = (column: SQLWrapper, keys: SQLWrapper): SQL => sql`${column} = ANY(ARRAY(${keys}))`;

/**
 * `column = ANY($name::uuid[])` on the placeholder `name`: one statement text for any number of
 * keys (IN's text grows with them), as indexable as IN.
 */
export const amongUuids = (column: SQLWrapper, name: string): SQL => sql`${column} = ANY(${sql.placeholder(name)}::uuid[])`;
