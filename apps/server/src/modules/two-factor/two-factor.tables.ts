import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';
import { users } from '../user/index.ts';

/**
 * A two-factor secret handed out by setup and not yet bound: in the database, so that the bind call may
 * reach any process of the site. One per player (a new setup replaces it); gone once bound or expired.
 */
export const twoFactorSetups = pgTable('two_factor_setups', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
