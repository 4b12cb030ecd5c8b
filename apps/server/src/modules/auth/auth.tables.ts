import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});
