import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Money columns are bigint minor units, read as JS bigint (never a float). */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** Raw bytes (token hashes, seeds), read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** When a row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
