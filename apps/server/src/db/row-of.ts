import type { Table } from 'drizzle-orm';

/**
 * The one way a repository declares its row types: the columns of its explicit column list, typed as the table
 * declares them (`type CarRow = RowOf<typeof cars, typeof carColumns>`). A column added to the table does not
 * silently join every answer, and a column's type is written once, in db/schema/.
 */
export type RowOf<T extends Table, Columns> = {
  [K in keyof Columns & keyof T['$inferSelect']]: T['$inferSelect'][K];
};
