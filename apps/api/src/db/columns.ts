import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { check, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** UTC instants: stored as timestamptz, handled as Date in code. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () =>
  instant('created_at')
    .notNull()
    .default(sql`now()`);
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .default(sql`now()`);

/**
 * The CHECK that keeps a text column to its list. The column is declared `text(name, { enum: LIST })`
 * with a list from the contract, which types it; this puts the same list in the database, so a value
 * outside it is refused there too. Named `<table>_<column>_in_list`; null passes (NOT NULL decides).
 */
export function inList(column: PgColumn) {
  // The callback gets stand-ins for the columns (no enumValues): read the list off the table's own.
  const values = Object.values(getTableColumns(column.table)).find(
    (own) => own.name === column.name,
  )?.enumValues;
  if (!values?.length) throw new Error(`${column.name}: inList needs text(name, { enum: LIST })`);
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(
    `${getTableName(column.table)}_${column.name}_in_list`,
    sql`${column} in (${sql.raw(literals)})`,
  );
}
