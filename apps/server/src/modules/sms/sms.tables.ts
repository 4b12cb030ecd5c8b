import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';

/** One-time codes sent by SMS (withdraw confirmation now, SMS login later): only the hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_phone_idx').on(table.phone, table.purpose, table.createdAt)],
);

/** Messages the SANDBOX SMS provider "sent", shown on its development inbox page. */
export const sandboxSmsMessages = pgTable('sandbox_sms_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
