import { sql } from 'drizzle-orm';

import type { RewardDestination, WheelConfig, WheelInfo, WheelSpin } from '@casino/contracts';
import {
  commitServerSeed,
  minorToNumber,
  parseAmount,
  randomHex,
  spinWheel,
  wheelExpectedValue,
} from '@casino/game-math';

import { asBigint, asNumber, inTransaction, run, statement, type Db } from '../../db/client.ts';
import { wheelConfigs } from './rewards.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { UserRow } from '../user/index.ts';
import { rewardCurrency } from './reward-currency.ts';
import type { RewardEngine, RewardGranter } from './reward-engine.ts';
import { wheelConfigOf } from './rewards.repo.ts';

/**
 * The player's invitees with what they did: a verified phone, paid deposits and settled real-money bets in
 * their currency, whether that qualifies, and whether it was spun. An invitee registered on the inviter's
 * own device never qualifies (one person, two accounts).
 */
const INVITES = statement(
  'wheel_invites',
  `SELECT i.id, i.nickname, i.phone_checked,
      (SELECT coalesce(sum(amount_minor), 0) FROM recharge_orders o
        WHERE o.user_id = i.id AND o.status = 'PAID' AND o.currency_id = $2) AS deposited,
      (SELECT coalesce(sum(stake_minor), 0) FROM settled_bets s
        WHERE s.user_id = i.id AND s.currency_id = $2) AS wagered,
      EXISTS (SELECT 1 FROM wheel_spins s WHERE s.invitee_id = i.id) AS spun,
      (i.attribution ->> 'browserId') IS NOT NULL
        AND (i.attribution ->> 'browserId') = (u.attribution ->> 'browserId') AS same_device
     FROM users i JOIN users u ON u.id = i.invited_by
    WHERE i.invited_by = $1 AND i.currency_id = $2
    ORDER BY i.id LIMIT 200`,
);
const SEED = statement(
  'wheel_seed',
  `INSERT INTO wheel_seeds (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
   ON CONFLICT (user_id) DO UPDATE SET user_id = wheel_seeds.user_id
   RETURNING server_seed, server_seed_hash, client_seed, nonce`,
);
const ROTATE = statement(
  'wheel_rotate',
  `UPDATE wheel_seeds SET server_seed = $2, server_seed_hash = $3, client_seed = $4, nonce = nonce + 1
    WHERE user_id = $1`,
);
const INSERT_SPIN = statement(
  'wheel_insert_spin',
  `INSERT INTO wheel_spins (user_id, invitee_id, server_seed, server_seed_hash, client_seed, nonce, weights,
       segment, amount_minor)
   VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
   ON CONFLICT (invitee_id) DO NOTHING RETURNING id`,
);
const SET_SPIN_GRANT = statement(
  'wheel_set_spin_grant',
  'UPDATE wheel_spins SET grant_id = $2 WHERE id = $1',
);

/** A name shown to the inviter: the first two letters of the invitee's nickname, the rest masked. */
const masked = (name: string) => `${name.slice(0, 2)}***`;

/**
 * The invite wheel (`/freeSpin`, issue 15): a player earns one spin for each invitee who verified a phone,
 * deposited and wagered what the wheel requires (stated up front, with each invitee's real progress).
 * A spin is provably fair: its server seed is committed (SHA-256 shown) before the player spins, combined
 * with the player's client seed, revealed in the answer, and the segment weights are published; the prize
 * is paid by the rewards engine. No code path chooses a segment.
 */
export class InviteWheel {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly engine: RewardEngine,
    private readonly granter: RewardGranter,
  ) {}

  async info(user: UserRow): Promise<WheelInfo> {
    const decimals = (await this.site.currency(user.currencyId)).decimalLength;
    const money = (minor: bigint) => minorToNumber(minor, decimals);
    const [config, invites, available] = await Promise.all([
      wheelConfigOf(this.db, user.currencyId),
      run(this.db, INVITES, [user.id, user.currencyId]),
      this.engine.offered(user.id, user.currencyId, 'invite_wheel'),
    ]);
    const seed = await this.seedOf(user.id);
    const segments = config?.segments ?? [];
    const deposit = config?.qualifyDepositMinor ?? 0n;
    const wager = config?.qualifyWagerMinor ?? 0n;
    const presented = invites.map((row) => {
      const deposited = asBigint(row.deposited);
      const wagered = asBigint(row.wagered);
      return {
        name: masked(String(row.nickname)),
        phoneVerified: Boolean(row.phone_checked),
        deposited: money(deposited),
        wagered: money(wagered),
        qualified:
          config !== undefined &&
          Boolean(row.phone_checked) &&
          !row.same_device &&
          deposited >= deposit &&
          wagered >= wager,
        spun: Boolean(row.spun),
      };
    });
    return {
      available: available !== undefined && segments.length > 0,
      segments: segments.map((segment) => ({ weight: segment.weight, amount: money(segment.amountMinor) })),
      requirement: { deposit: money(deposit), wager: money(wager) },
      invites: presented,
      spinsAvailable: presented.filter((invite) => invite.qualified && !invite.spun).length,
      inviteCode: user.inviteCode,
      nextServerSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      expectedValue:
        segments.length > 0
          ? money(
              BigInt(
                Math.floor(
                  wheelExpectedValue(
                    segments.map((segment) => ({
                      weight: segment.weight,
                      amount: Number(segment.amountMinor),
                    })),
                  ),
                ),
              ),
            )
          : 0,
      paysTo: (available?.paysTo ?? 'task_bonus') as RewardDestination,
    };
  }

  /** Spends one earned spin: the committed seed decides the segment, then a new seed is committed. */
  async spin(user: UserRow, clientSeed: string | undefined): Promise<WheelSpin> {
    const decimals = (await this.site.currency(user.currencyId)).decimalLength;
    const config = await wheelConfigOf(this.db, user.currencyId);
    if (!config) throw new ApiError('REWARD_UNAVAILABLE');
    const { segments } = config;
    const invites = await run(this.db, INVITES, [user.id, user.currencyId]);
    const earned = invites.filter(
      (row) =>
        Boolean(row.phone_checked) &&
        !row.same_device &&
        !row.spun &&
        asBigint(row.deposited) >= config.qualifyDepositMinor &&
        asBigint(row.wagered) >= config.qualifyWagerMinor,
    );
    if (earned.length === 0) throw new ApiError('REWARD_UNAVAILABLE', { message: 'WHEEL_NO_SPINS' });
    const seed = await this.seedOf(user.id);
    const nextSeed = randomHex(32);
    return inTransaction(this.db, async (tx) => {
      // The seed row is locked by its update: two spins at once use two nonces, or wait.
      const [current] = await run(tx, SEED, [user.id, seed.serverSeed, seed.serverSeedHash, seed.clientSeed]);
      if (!current) throw new Error('wheel seed missing');
      const used = {
        serverSeed: String(current.server_seed),
        serverSeedHash: String(current.server_seed_hash),
        clientSeed: clientSeed ?? String(current.client_seed),
        nonce: asNumber(current.nonce),
      };
      const weights = segments.map((segment) => segment.weight);
      const segment = spinWheel(used, weights);
      const amountMinor = segments[segment]?.amountMinor ?? 0n;
      let spinId: number | undefined;
      for (const invitee of earned) {
        const [inserted] = await run(tx, INSERT_SPIN, [
          user.id,
          invitee.id,
          used.serverSeed,
          used.serverSeedHash,
          used.clientSeed,
          used.nonce,
          JSON.stringify(weights),
          segment,
          amountMinor,
        ]);
        if (inserted) {
          spinId = asNumber(inserted.id);
          break;
        }
      }
      if (spinId === undefined) throw new ApiError('REWARD_UNAVAILABLE', { message: 'WHEEL_NO_SPINS' });
      const nextHash = commitServerSeed(nextSeed);
      await run(tx, ROTATE, [user.id, nextSeed, nextHash, used.clientSeed]);
      if (amountMinor > 0n) {
        const grant = await this.granter.grant(tx, {
          userId: user.id,
          currencyId: user.currencyId,
          kind: 'invite_wheel',
          reference: `spin:${spinId}`,
          amountMinor,
          identities: [`user:${user.id}`],
        });
        await run(tx, SET_SPIN_GRANT, [spinId, grant.id]);
      }
      return {
        segment,
        amount: minorToNumber(amountMinor, decimals),
        ...used,
        weights,
        nextServerSeedHash: nextHash,
      };
    });
  }

  /**
   * A currency's wheel as the operator edits it (PUT's shape, major units): segments empty and the
   * requirements null where none is set.
   */
  async config(currencyId: string): Promise<WheelConfig> {
    const { decimalLength } = await rewardCurrency(this.site, currencyId);
    const config = await wheelConfigOf(this.db, currencyId);
    const money = (minor: bigint) => minorToNumber(minor, decimalLength);
    return {
      currencyId,
      segments: (config?.segments ?? []).map((segment) => ({
        weight: segment.weight,
        amount: money(segment.amountMinor),
      })),
      qualifyDeposit: config ? money(config.qualifyDepositMinor) : null,
      qualifyWager: config ? money(config.qualifyWagerMinor) : null,
    };
  }

  /** Sets a currency's wheel, audited. */
  async configure(
    operatorId: number | null,
    input: {
      currencyId: string;
      segments: { weight: number; amount: unknown }[];
      qualifyDeposit: unknown;
      qualifyWager: unknown;
    },
  ): Promise<void> {
    const currency = await rewardCurrency(this.site, input.currencyId);
    const amount = (value: unknown, field: string) => {
      const parsed = parseAmount(value, currency.decimalLength);
      if (!parsed.ok) throw new ApiError('AMOUNT_INVALID', { extra: { field, reason: parsed.error } });
      return parsed.minor as bigint;
    };
    if (input.segments.every((segment) => segment.weight === 0)) {
      throw new ApiError('INVALID_INPUT', { message: 'WHEEL_WEIGHTS_ZERO', extra: { field: 'segments' } });
    }
    const segments = input.segments.map((segment, index) => ({
      weight: segment.weight,
      amountMinor: amount(segment.amount, `segments.${index}.amount`).toString(),
    }));
    const values = {
      currencyId: input.currencyId,
      segments,
      qualifyDepositMinor: amount(input.qualifyDeposit, 'qualifyDeposit'),
      qualifyWagerMinor: amount(input.qualifyWager, 'qualifyWager'),
    };
    await inTransaction(this.db, async (tx) => {
      await tx
        .insert(wheelConfigs)
        .values(values)
        .onConflictDoUpdate({ target: wheelConfigs.currencyId, set: { ...values, updatedAt: sql`now()` } });
      await writeAudit(tx, {
        operatorId,
        action: 'wheel.configure',
        target: input.currencyId,
        details: {
          segments,
          qualifyDeposit: String(input.qualifyDeposit),
          qualifyWager: String(input.qualifyWager),
        },
      });
    });
  }

  /** The player's committed next seed, made on first use. */
  private async seedOf(userId: number) {
    const serverSeed = randomHex(32);
    const [row] = await inTransaction(this.db, (tx) =>
      run(tx, SEED, [userId, serverSeed, commitServerSeed(serverSeed), randomHex(8)]),
    );
    return {
      serverSeed: String(row?.server_seed),
      serverSeedHash: String(row?.server_seed_hash),
      clientSeed: String(row?.client_seed),
      nonce: asNumber(row?.nonce ?? 0),
    };
  }
}
