import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = ANY(ARRAY(sub-select))`: a condition on another table's rows as a list of keys, which
 * the sub-select reads once by its own index. Inside an OR beside the row's own columns each side
 * then keeps its index (a BitmapOr); a join or IN there leaves PostgreSQL a scan of every row.
 */
export const anyOf = (column: SQLWrapper, keys: SQLWrapper): SQL => sql`${column} = ANY(ARRAY(${keys}))`;
