import {
  afterCommit,
  asNumber,
  isTransaction,
  run,
  statement,
  type Queryable,
  type Statement,
  type Tx,
} from '../../db/client.ts';

/** The accounts a player owns in each currency. */
export const PLAYER_ACCOUNT_KINDS = ['cash', 'withdraw_hold', 'task_bonus', 'register_bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/**
 * Accounts with no owner: the other side of every player movement. They may go below zero. `adjustment`
 * is the other side of an operator's balance adjustment (back office), never of a bet.
 */
export const HOUSE_ACCOUNT_KINDS = ['house', 'payment_clearing', 'bonus_expense', 'adjustment'] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

/**
 * House accounts per kind and currency. A player's movements always use the shard of their id, so two
 * players' bets rarely wait on the same row (one hot row capped a stake at 420/s, see migration 0010).
 */
export const HOUSE_SHARDS = 32;

/** A player's accounts in one currency, and the house shard on the other side of their movements. */
export interface Wallet {
  readonly userId: number;
  readonly currencyId: string;
  readonly accounts: Readonly<Record<PlayerAccountKind, number>>;
  readonly house: Readonly<Record<HouseAccountKind, number>>;
}

const OPEN_PLAYER = statement(
  'cashier_open_player',
  `INSERT INTO accounts (user_id, kind, currency_id)
     SELECT $1::bigint, kind, $2::text FROM unnest($3::text[]) AS kind
   ON CONFLICT DO NOTHING`,
);
const PLAYER_IDS = statement(
  'cashier_player_ids',
  'SELECT id, kind FROM accounts WHERE user_id = $1 AND currency_id = $2 AND shard = 0',
);
const OPEN_HOUSE = statement(
  'cashier_open_house',
  `INSERT INTO accounts (user_id, kind, currency_id, shard)
     SELECT NULL, kind, $1::text, $2::smallint FROM unnest($3::text[]) AS kind
   ON CONFLICT DO NOTHING`,
);
const HOUSE_IDS = statement(
  'cashier_house_ids',
  'SELECT id, kind FROM accounts WHERE user_id IS NULL AND currency_id = $1 AND shard = $2',
);

const OPEN_BUDGET = statement(
  'cashier_open_budget',
  `INSERT INTO accounts (user_id, kind, currency_id, campaign_id)
     VALUES (NULL, 'campaign_budget', $2, $1) RETURNING id`,
);

/** Opens the budget account of a campaign, in its currency. */
export async function openBudgetAccount(tx: Tx, campaignId: number, currencyId: string): Promise<number> {
  const [row] = await run(tx, OPEN_BUDGET, [campaignId, currencyId]);
  return asNumber(row?.id);
}

/** A Postgres array literal of numbers or names. */
export const arrayLiteral = (values: readonly (bigint | number | string)[]) => `{${values.join(',')}}`;

/**
 * The ids of every account, opened on first use. Ids never change, so they are cached, but only once the
 * rows are known to be committed: read outside a transaction, or after the transaction that read them.
 */
export class AccountBook {
  private readonly wallets = new Map<string, Wallet>();
  private readonly houses = new Map<string, Record<HouseAccountKind, number>>();

  /** The player's wallet in a currency (call it before the transaction that moves the money). */
  async wallet(queryable: Queryable, userId: number, currencyId: string): Promise<Wallet> {
    const key = `${userId}:${currencyId}`;
    const known = this.wallets.get(key);
    if (known) return known;
    const [accounts, house] = await Promise.all([
      this.ids(queryable, PLAYER_ACCOUNT_KINDS, PLAYER_IDS, OPEN_PLAYER, [userId, currencyId]),
      this.houseOf(queryable, currencyId, userId % HOUSE_SHARDS),
    ]);
    const wallet: Wallet = { userId, currencyId, accounts, house };
    this.remember(queryable, () => this.wallets.set(key, wallet));
    return wallet;
  }

  /** The house accounts of one shard in a currency. */
  async houseOf(
    queryable: Queryable,
    currencyId: string,
    shard: number,
  ): Promise<Record<HouseAccountKind, number>> {
    const key = `${currencyId}:${shard}`;
    const known = this.houses.get(key);
    if (known) return known;
    const house = await this.ids(queryable, HOUSE_ACCOUNT_KINDS, HOUSE_IDS, OPEN_HOUSE, [currencyId, shard]);
    this.remember(queryable, () => this.houses.set(key, house));
    return house;
  }

  /** The ids of an owner's accounts of these kinds, opening the missing ones first. */
  private async ids<Kind extends string>(
    queryable: Queryable,
    kinds: readonly Kind[],
    select: Statement,
    open: Statement,
    owner: readonly unknown[],
  ): Promise<Record<Kind, number>> {
    let rows = await run(queryable, select, owner);
    if (rows.length < kinds.length) {
      await run(queryable, open, [...owner, arrayLiteral(kinds)]);
      rows = await run(queryable, select, owner);
    }
    const ids = Object.fromEntries(rows.map((row) => [row.kind as string, asNumber(row.id)]));
    for (const kind of kinds) {
      if (ids[kind] === undefined)
        throw new Error(`account ${kind} of ${owner.join('/')} could not be opened`);
    }
    return ids as Record<Kind, number>;
  }

  /** Caches what was read: at once outside a transaction, after the commit inside one. */
  private remember(queryable: Queryable, store: () => void): void {
    if (isTransaction(queryable)) afterCommit(queryable, store);
    else store();
  }
}
