import type { MyBonuses, RewardDestination, RewardGrant, RewardKind } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { asNumber, inTransaction, rowOf, run, statement, type Db, type Tx } from '../../db/client.ts';
import { rewardGrants } from './rewards.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { UserRow } from '../user/index.ts';
import type { Cashier, RewardBalance } from '../wallet/index.ts';
import { activeCampaign, budgetOf, campaignById, type CampaignRow } from './rewards.repo.ts';
import { marketRulesOf } from '../user/index.ts';
import { wageringProgress } from './wagering.ts';
import { offers } from '../site/index.ts';
import { REWARDS_LEDGER } from './rewards.ledger.ts';

export type GrantRow = typeof rewardGrants.$inferSelect;

/** One reward asked for: who, what kind, for what (`reference`), how much, and who they are. */
export interface RewardClaim {
  userId: number;
  currencyId: string;
  kind: RewardKind;
  /** What it rewards, unique per player and campaign, e.g. `checkin:2026-11-25`. */
  reference: string;
  amountMinor: bigint;
  /** The claimant's identities (see `identitiesOf`): each may have this claim once. */
  identities: readonly string[];
  /** Pays from this campaign (it must be active and of the kind) instead of the kind's active one. */
  campaignId?: number;
}

/**
 * The identities a claim is checked against: the account, its phone, and the device (browser id) it claims
 * from and registered on. A second account on the same phone or device gets the same reward once only.
 * (CPF joins the list when registration asks for it.)
 */
export function identitiesOf(
  user: Pick<UserRow, 'id' | 'phone' | 'attribution'>,
  browserId?: string,
): string[] {
  const identities = new Set([`user:${user.id}`]);
  if (user.phone) identities.add(`phone:${user.phone}`);
  if (browserId) identities.add(`device:${browserId}`);
  const registeredOn = (user.attribution as { browserId?: unknown } | null)?.browserId;
  if (typeof registeredOn === 'string' && registeredOn.length > 0) identities.add(`device:${registeredOn}`);
  return [...identities];
}

/** Serialises one player's claims (velocity counts stay exact under parallel claims). */
const LOCK_PLAYER = statement('rewards_lock_player', 'SELECT pg_advisory_xact_lock(727301, $1::int)');
const RECENT_GRANTS = statement(
  'rewards_recent_grants',
  `SELECT count(*)::int AS n FROM reward_grants
    WHERE user_id = $1 AND campaign_id = $2 AND created_at > now() - interval '1 hour'`,
);
const INSERT_GRANT = statement(
  'rewards_insert_grant',
  `INSERT INTO reward_grants (campaign_id, user_id, reference, currency_id, amount_minor, pays_to,
       wagering_required_minor, max_bet_minor, game_weights, status, expires_at, settled_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10,
       CASE WHEN $10 = 'WAGERING' THEN now() + make_interval(hours => $11::int) END,
       CASE WHEN $10 = 'PAID' THEN now() END)
   ON CONFLICT DO NOTHING RETURNING *`,
);
const INSERT_CLAIMS = statement(
  'rewards_insert_claims',
  `INSERT INTO reward_claims (claim_key, identity, grant_id)
     SELECT $1, identity, $2 FROM unnest($3::text[]) AS identity
   ON CONFLICT DO NOTHING RETURNING identity`,
);
const SETTLE_GRANT = statement(
  'rewards_settle_grant',
  `UPDATE reward_grants SET status = $2, settled_at = now()
    WHERE id = $1 AND status = 'WAGERING' RETURNING *`,
);
const GRANTS_OF = statement(
  'rewards_grants_of',
  `SELECT g.*, c.kind, c.name AS campaign_name FROM reward_grants g
     JOIN reward_campaigns c ON c.id = g.campaign_id
    WHERE g.user_id = $1 ORDER BY g.id DESC LIMIT 50`,
);
const DUE_PLAYERS = statement(
  'rewards_due_players',
  `SELECT DISTINCT user_id FROM (
      SELECT user_id FROM reward_grants WHERE status = 'WAGERING' AND expires_at <= now() LIMIT 100) AS due`,
);
const WAGERING_PLAYERS = statement(
  'rewards_wagering_players',
  `SELECT DISTINCT user_id FROM reward_grants WHERE status = 'WAGERING' AND user_id > $1 ORDER BY user_id LIMIT 20`,
);

/**
 * The one rewards engine (issue 15), its paying half: every reward is a posting from its campaign's
 * budget, after the player's market allows its kind, an active campaign has it, the player is under the
 * campaign's hourly limit, and none of their identities has had this claim. Holds no database: it runs
 * inside the caller's transaction (the check-in's, the wheel's…).
 */
export class RewardGranter {
  constructor(private readonly cashier: Cashier) {}

  /** Pays one reward inside the caller's transaction, or refuses it with a REWARD_* status. */
  async grant(tx: Tx, claim: RewardClaim): Promise<GrantRow> {
    if (!offers(await marketRulesOf(tx, claim.userId), claim.kind)) throw new ApiError('REWARD_UNAVAILABLE');
    const campaign =
      claim.campaignId === undefined
        ? await activeCampaign(tx, claim.kind, claim.currencyId)
        : await campaignById(tx, claim.campaignId);
    if (
      !campaign ||
      campaign.status !== 'ACTIVE' ||
      campaign.kind !== claim.kind ||
      campaign.currencyId !== claim.currencyId
    ) {
      throw new ApiError('REWARD_UNAVAILABLE');
    }
    if (claim.amountMinor <= 0n) throw new Error(`reward ${claim.kind}/${claim.reference} has no amount`);
    await run(tx, LOCK_PLAYER, [claim.userId]);
    const [recent] = await run(tx, RECENT_GRANTS, [claim.userId, campaign.id]);
    if (asNumber(recent?.n ?? 0) >= campaign.velocityPerHour) throw new ApiError('REWARD_LIMIT_REACHED');

    const paysTo = campaign.paysTo as RewardDestination;
    const status = paysTo === 'cash' ? 'PAID' : 'WAGERING';
    const [inserted] = await run(tx, INSERT_GRANT, [
      campaign.id,
      claim.userId,
      claim.reference,
      claim.currencyId,
      claim.amountMinor,
      paysTo,
      status === 'WAGERING' ? claim.amountMinor * BigInt(campaign.wageringMultiplier) : 0n,
      campaign.maxBetMinor,
      JSON.stringify(campaign.gameWeights ?? {}),
      status,
      campaign.expiryHours,
    ]);
    if (!inserted) throw new ApiError('REWARD_ALREADY_CLAIMED');
    const grant = rowOf(rewardGrants, inserted);
    const claimKey = `${claim.kind}:${claim.reference}`;
    const written = await run(tx, INSERT_CLAIMS, [
      claimKey,
      grant.id,
      `{${claim.identities.map(quote).join(',')}}`,
    ]);
    // Another account already claimed this with one of these identities (same phone or device).
    if (written.length < claim.identities.length) throw new ApiError('REWARD_ALREADY_CLAIMED');

    const wallet = await this.cashier.wallet(tx, claim.userId, claim.currencyId);
    await this.cashier.payReward(tx, wallet, await budgetOf(tx, this.cashier, campaign), paysTo, {
      kind: REWARDS_LEDGER.kind.reward,
      reference: `grant:${grant.id}`,
      amountMinor: claim.amountMinor,
      details: { campaignId: campaign.id, rewardKind: claim.kind, for: claim.reference },
    });
    return grant;
  }
}

/**
 * The rewards a player holds: a bonus waits in its balance until what it requires is wagered (then it
 * becomes cash) or it expires (then it goes back to its budget). Settled on the player's reads and by the
 * worker's sweep.
 */
export class RewardEngine {
  /** Where the worker's sweep of wagering players resumes. */
  private sweepCursor = 0;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly cashier: Cashier,
  ) {}

  /** Whether the player's market offers a reward kind at all. */
  async offers(userId: number, kind: RewardKind): Promise<boolean> {
    return offers(await marketRulesOf(this.db, userId), kind);
  }

  /** The campaign a player could claim a kind from now (their market offers it and one is active). */
  async offered(userId: number, currencyId: string, kind: RewardKind): Promise<CampaignRow | undefined> {
    if (!offers(await marketRulesOf(this.db, userId), kind)) return undefined;
    return activeCampaign(this.db, kind, currencyId);
  }

  /**
   * Settles a player's wagering bonuses: a met requirement turns the bonus into cash, an expired one goes
   * back to its budget. Each in its own transaction, once (the grant's status changes with its posting).
   */
  async settle(userId: number): Promise<void> {
    for (const grant of await wageringProgress(this.db, userId)) {
      const met = grant.wageredMinor >= grant.requiredMinor;
      if (met || grant.expired) await this.settleGrant(grant.id, met, grant.wageredMinor);
    }
  }

  private async settleGrant(grantId: number, met: boolean, wagered: bigint): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const [raw] = await run(tx, SETTLE_GRANT, [grantId, met ? 'CONVERTED' : 'FORFEITED']);
      if (!raw) return; // settled meanwhile
      const grant = rowOf(rewardGrants, raw);
      const wallet = await this.cashier.wallet(tx, grant.userId, grant.currencyId);
      const from = grant.paysTo as RewardBalance;
      const movement = { reference: `grant:${grantId}`, amountMinor: grant.amountMinor };
      if (met) {
        await this.cashier.transfer(tx, wallet, from, 'cash', {
          ...movement,
          kind: REWARDS_LEDGER.kind.reward_convert,
          details: { wageredMinor: wagered.toString() },
        });
      } else {
        const budget = await budgetOf(tx, this.cashier, await campaignById(tx, grant.campaignId));
        await this.cashier.forfeitReward(tx, wallet, budget, from, {
          ...movement,
          kind: REWARDS_LEDGER.kind.reward_forfeit,
          details: { reason: 'EXPIRED', wageredMinor: wagered.toString() },
        });
      }
    });
  }

  /** The player's rewards with their live wagering progress (settling what is due first). */
  async myBonuses(userId: number): Promise<MyBonuses> {
    await this.settle(userId);
    const [rules, rows, wageredRows, book] = await Promise.all([
      marketRulesOf(this.db, userId),
      run(this.db, GRANTS_OF, [userId]),
      wageringProgress(this.db, userId),
      this.site.currencyBook(),
    ]);
    const wagered = new Map(wageredRows.map((grant) => [grant.id, grant.wageredMinor]));
    const grants: RewardGrant[] = rows.map((raw) => {
      const grant = rowOf(rewardGrants, raw);
      const decimals = book.decimals(grant.currencyId);
      const money = (minor: bigint) => minorToNumber(minor, decimals);
      const done = grant.status === 'CONVERTED' ? grant.wageringRequiredMinor : 0n;
      const progress = wagered.get(grant.id) ?? done;
      return {
        id: grant.id,
        kind: raw.kind as RewardKind,
        campaign: String(raw.campaign_name),
        amount: money(grant.amountMinor),
        paysTo: grant.paysTo as RewardDestination,
        status: grant.status as RewardGrant['status'],
        wageringRequired: money(grant.wageringRequiredMinor),
        wagered: money(progress < grant.wageringRequiredMinor ? progress : grant.wageringRequiredMinor),
        maxBet: grant.maxBetMinor === null ? null : money(grant.maxBetMinor),
        gameWeights: grant.gameWeights as Record<string, number>,
        expiresAt: grant.expiresAt?.getTime() ?? null,
        createdAt: grant.createdAt.getTime(),
        settledAt: grant.settledAt?.getTime() ?? null,
      };
    });
    return {
      grants,
      betsDrawFrom: 'cash',
      realMoney: rules.realMoney,
      rewardKinds: rules.realMoney ? [...rules.rewardKinds] : [],
    };
  }

  /** One turn of the worker: forfeits expired bonuses, and settles a few wagering players in turn. */
  async sweep(): Promise<void> {
    for (const row of await run(this.db, DUE_PLAYERS, [])) await this.settle(asNumber(row.user_id));
    const players = await run(this.db, WAGERING_PLAYERS, [this.sweepCursor]);
    this.sweepCursor = players.length < 20 ? 0 : asNumber(players.at(-1)?.user_id ?? 0);
    for (const row of players) await this.settle(asNumber(row.user_id));
  }
}

/** An identity as an element of a Postgres text array literal. */
const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
