import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's `bytea`, read and written as a Buffer by both drivers (pg and PGlite). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
