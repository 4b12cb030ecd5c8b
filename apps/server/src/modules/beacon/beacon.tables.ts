import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns.ts';

/**
 * Beacon rounds the server has verified (issue 34), kept once per chain and round, so that a draw or a
 * crash salt can be checked again later without the network. Written only after the signature held.
 */
export const beaconRounds = pgTable(
  'beacon_rounds',
  {
    chainHash: text('chain_hash').notNull(),
    round: bigint('round', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    randomness: text('randomness').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.chainHash, table.round] }),
    check('beacon_rounds_round_check', sql`${table.round} >= 1`),
  ],
);

/**
 * The SANDBOX beacon's key and chain (one row): kept so that a restart signs with the same key and counts
 * rounds from the same genesis. A development key, in the clear: the sandbox is never a real beacon.
 */
export const beaconSandboxChain = pgTable(
  'beacon_sandbox_chain',
  {
    id: integer('id').primaryKey().default(1),
    secretKey: text('secret_key').notNull(),
    publicKey: text('public_key').notNull(),
    genesisTime: bigint('genesis_time', { mode: 'number' }).notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('beacon_sandbox_chain_one_row', sql`${table.id} = 1`)],
);
