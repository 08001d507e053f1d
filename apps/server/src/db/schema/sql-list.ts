import { type SQL, sql } from 'drizzle-orm';

/**
 * `('Sedan', 'SUV', ...)` for CHECK constraints built from the contract's enums, so the database refuses
 * exactly what the API refuses. The values are the contract's own constants (never user input), quoted
 * here because DDL cannot take bound parameters.
 */
export const sqlList = (values: readonly string[]): SQL =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
