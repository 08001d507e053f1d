import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * The one way a repository declares its row types: the columns of its explicit column list (`columnsOf` below),
 * typed as the table declares them (`type CarRow = RowOf<typeof cars, typeof carColumns>`). A column added to the table does not
 * silently join every answer, and a column's type is written once, in db/schema/.
 */
export type RowOf<T extends Table, Columns> = {
  [K in keyof Columns & keyof T['$inferSelect']]: T['$inferSelect'][K];
};

type ColumnsOf<T extends Table> = T['_']['columns'];

/**
 * A repository's explicit column list (what `select` and `returning` take): the columns of `table` named in
 * `names`, each named once (`const carColumns = columnsOf(cars, ['id', 'brand'])`), typed as the table declares them.
 */
export function columnsOf<T extends Table, const K extends keyof ColumnsOf<T> & string>(
  table: T,
  names: readonly K[],
): Pick<ColumnsOf<T>, K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<ColumnsOf<T>, K>;
}
