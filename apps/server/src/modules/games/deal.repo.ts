import { asBigint, asNumber, run, statement, type Queryable, type Tx } from '../../db/client.ts';
import type { PostingCall } from '../wallet/index.ts';
import { roundOf, type RoundRow } from './rounds.repo.ts';
import { recordAnswerCte } from '../wallet/index.ts';

/**
 * A seed pair ready to deal the owner's next bet: the next nonce and the id reserved for the round it
 * deals (a sequence value, so an id given up leaves a gap, never a clash).
 */
export interface DealingSeed {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  roundId: number;
}

const READY_SEED = statement(
  'deal_ready_seed',
  `SELECT id, server_seed, server_seed_hash, client_seed, next_nonce,
          nextval(pg_get_serial_sequence('game_rounds', 'id')) AS round_id
     FROM fairness_seeds WHERE owner = $1 AND revealed_at IS NULL`,
);

/** The owner's active pair as it deals next, with a round id reserved; undefined before the first pair. */
export async function readySeed(queryable: Queryable, owner: string): Promise<DealingSeed | undefined> {
  const [row] = await run(queryable, READY_SEED, [owner]);
  return (
    row && {
      id: asNumber(row.id),
      serverSeed: row.server_seed as string,
      serverSeedHash: row.server_seed_hash as string,
      clientSeed: row.client_seed as string,
      nonce: row.next_nonce as number,
      roundId: asNumber(row.round_id),
    }
  );
}

/**
 * One bet in one statement (atomic without BEGIN/COMMIT): the nonce is taken only if it is still the one
 * dealt from (`dealt`), the round opens under its reserved id, the stake is taken, and the idempotency
 * receipt is recorded when the bet carries a key. When the nonce has moved on (another bet, a rotation),
 * nothing at all is written and no row comes back; a short stake fails the whole statement. The answer
 * also reserves the id of the owner's next round.
 */
const DEALT = `dealt AS (
  UPDATE fairness_seeds SET next_nonce = next_nonce + 1
   WHERE id = $1 AND owner = $2 AND next_nonce = $3 AND revealed_at IS NULL
  RETURNING id),
opened AS (
  INSERT INTO game_rounds AS r (id, owner, user_id, game_id, demo, currency_id, stake_minor, rtp_basis_points,
    max_win_minor, params, state, status, seed_id, nonce, created_at)
  OVERRIDING SYSTEM VALUE
  SELECT $4, $2, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, 'OPEN', $1, $3, $14 FROM dealt
  RETURNING r.*)`;
/**
 * The bet's first answer, stored for its retries in the same statement: everything in it is known before
 * (the reserved id, the dealt state, the creation time) but the balance, which is filled in here, in major
 * units ($19 is 10^decimals).
 */
const RECORDED = recordAnswerCte('recorded', {
  scope: '$15',
  key: '$16',
  requestHash: '$17',
  response: "jsonb_set($18::jsonb, '{balance}', to_jsonb(staked.balance_minor::numeric / $19::numeric))",
  from: 'opened, staked',
  when: '$16::text IS NOT NULL',
});
const NEXT_ID = `nextval(pg_get_serial_sequence('game_rounds', 'id')) AS next_round_id`;

const DEAL_AND_STAKE = statement(
  'deal_and_stake',
  `WITH ${DEALT},
   staked AS (
     SELECT posted.balance_minor FROM opened,
       LATERAL ledger_post($20, $21, $22, $23, $24::jsonb, $25::bigint[], $26::bigint[], $27::bigint[]) AS posted
      WHERE posted.account_id = $28),
   ${RECORDED}
   SELECT opened.*, staked.balance_minor AS money_balance, ${NEXT_ID} FROM opened, staked`,
);
const DEAL_DEMO = statement(
  'deal_demo',
  `WITH ${DEALT},
   staked AS (SELECT demo_take($2, $8, $20::bigint, $9::bigint) AS balance_minor FROM opened),
   ${RECORDED}
   SELECT opened.*, staked.balance_minor AS money_balance, ${NEXT_ID} FROM opened, staked`,
);

/** How a bet's stake is taken: the cashier's stake posting, or the demo balance (opened with `initialMinor`). */
export type StakeMoney = { kind: 'post'; call: PostingCall } | { kind: 'demo'; initialMinor: bigint };

/**
 * The idempotency record of a bet, written by the deal itself: its scope, key and request hash, and the
 * first answer as canonical JSON whose `balance` the statement fills in.
 */
export interface BetRecord {
  scope: string;
  key: string;
  requestHash: string;
  answer: string;
  decimalLength: number;
}

/** A dealt round, the balance its stake left and the id reserved for the owner's next round. */
export interface Dealt {
  round: RoundRow;
  balanceMinor: bigint;
  nextRoundId: number;
}

/** Deals and opens a round from `seed` (see DEAL_AND_STAKE); undefined when the nonce had moved on. */
export async function dealRound(
  tx: Tx,
  seed: DealingSeed,
  values: Pick<
    RoundRow,
    | 'owner'
    | 'userId'
    | 'gameId'
    | 'demo'
    | 'currencyId'
    | 'stakeMinor'
    | 'rtpBasisPoints'
    | 'maxWinMinor'
    | 'params'
    | 'state'
    | 'createdAt'
  >,
  money: StakeMoney,
  record: BetRecord | undefined,
): Promise<Dealt | undefined> {
  const common = [
    seed.id,
    values.owner,
    seed.nonce,
    seed.roundId,
    values.userId,
    values.gameId,
    values.demo,
    values.currencyId,
    values.stakeMinor,
    values.rtpBasisPoints,
    values.maxWinMinor,
    JSON.stringify(values.params),
    JSON.stringify(values.state),
    values.createdAt,
    record?.scope ?? null,
    record?.key ?? null,
    record?.requestHash ?? null,
    record?.answer ?? null,
    record ? `1${'0'.repeat(record.decimalLength)}` : null,
  ];
  const [row] =
    money.kind === 'post'
      ? await run(tx, DEAL_AND_STAKE, [...common, ...money.call.args, money.call.account])
      : await run(tx, DEAL_DEMO, [...common, money.initialMinor]);
  if (!row) return undefined;
  return {
    round: roundOf(row),
    balanceMinor: asBigint(row.money_balance),
    nextRoundId: asNumber(row.next_round_id),
  };
}
