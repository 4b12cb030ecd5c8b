import type {
  PaymentChannelAdmin,
  PaymentChannelCreate,
  PaymentChannelPatch,
  PaymentDesk as PaymentDeskView,
  WithdrawLimitAdmin,
  WithdrawLimitPut,
} from '@casino/contracts';
import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import type { OperatorRow } from '../operators/index.ts';
import { writeAudit } from '../operators/index.ts';
import { updateSiteSwitches } from '../site/index.ts';
import type { SiteService } from '../site/index.ts';
import {
  allChannels,
  allWithdrawLimits,
  insertChannel,
  lockChannel,
  lockWithdrawLimit,
  updateChannel,
  upsertWithdrawLimit,
  type ChannelRow,
  type WithdrawLimitRow,
} from './payment-desk.repo.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The back office's payment desk (issue 20, finance): deposit channels and withdrawal limits per currency,
 * and the pay maintenance switch. Every change is one transaction with its audit entry (before and after).
 */
export class PaymentDesk {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
  ) {}

  async view(): Promise<PaymentDeskView> {
    const [site, channels, limits] = await Promise.all([
      this.site.get(),
      allChannels(this.db),
      allWithdrawLimits(this.db),
    ]);
    const book = await this.site.currencyBook();
    return {
      channels: channels.map((row) => this.presentChannel(row, book.decimals(row.currencyId))),
      withdrawLimits: limits.map((row) => this.presentLimit(row, book.decimals(row.currencyId))),
      payMaintenance: site.switches.payMaintenance,
      providers: [...this.providers.keys()].sort(),
      currencies: site.currencies.map((currency) => currency.id),
    };
  }

  /** A new channel of an installed provider, in an enabled currency. */
  async createChannel(actor: OperatorRow, input: PaymentChannelCreate): Promise<PaymentChannelAdmin> {
    if (!this.providers.has(input.provider)) throw invalidInput('provider', 'PROVIDER_NOT_INSTALLED');
    const decimals = await this.decimalsOf(input.currencyId);
    const amounts = channelAmounts(input, decimals);
    const row = await inTransaction(this.db, async (tx) => {
      const created = await insertChannel(tx, {
        id: input.id,
        name: input.name,
        provider: input.provider,
        currencyId: input.currencyId,
        enabled: input.enabled,
        sortOrder: input.sortOrder,
        ...amounts,
      });
      if (!created) throw invalidInput('id', 'CHANNEL_EXISTS');
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'payments.channel.create',
        target: input.id,
        details: { after: auditOfChannel(created) },
      });
      return created;
    });
    return this.presentChannel(row, decimals);
  }

  /** Changes a channel's name, amounts, order or whether players see it. */
  async updateChannel(
    actor: OperatorRow,
    id: string,
    patch: PaymentChannelPatch,
  ): Promise<PaymentChannelAdmin> {
    const book = await this.site.currencyBook();
    const row = await inTransaction(this.db, async (tx) => {
      const before = await lockChannel(tx, id);
      if (!before) throw new ApiError('NOT_FOUND', { message: 'CHANNEL_NOT_FOUND' });
      const decimals = book.decimals(before.currencyId);
      const amounts = channelAmounts(
        {
          min: patch.min ?? minorToNumber(before.minMinor, decimals),
          max: patch.max ?? minorToNumber(before.maxMinor, decimals),
          quickAmounts:
            patch.quickAmounts ?? before.quickAmountsMinor.map((amount) => minorToNumber(amount, decimals)),
        },
        decimals,
      );
      const after = await updateChannel(tx, id, {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
        ...(patch.sortOrder === undefined ? {} : { sortOrder: patch.sortOrder }),
        ...amounts,
      });
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'payments.channel.update',
        target: id,
        details: { before: auditOfChannel(before), after: auditOfChannel(after) },
      });
      return after;
    });
    return this.presentChannel(row, book.decimals(row.currencyId));
  }

  /** Sets a currency's withdrawal limits whole (the first time offers withdrawals in that currency). */
  async putWithdrawLimit(
    actor: OperatorRow,
    currencyId: string,
    input: WithdrawLimitPut,
  ): Promise<WithdrawLimitAdmin> {
    if (!this.providers.has(input.provider)) throw invalidInput('provider', 'PROVIDER_NOT_INSTALLED');
    const decimals = await this.decimalsOf(currencyId);
    const minMinor = positiveMinor(input.min, decimals, 'min');
    const maxMinor = positiveMinor(input.max, decimals, 'max');
    const kycThresholdMinor = positiveMinor(input.kycThreshold, decimals, 'kycThreshold');
    if (minMinor > maxMinor) throw invalidInput('min', 'MIN_ABOVE_MAX');
    const row = await inTransaction(this.db, async (tx) => {
      const before = await lockWithdrawLimit(tx, currencyId);
      const after = await upsertWithdrawLimit(tx, {
        currencyId,
        provider: input.provider,
        minMinor,
        maxMinor,
        kycThresholdMinor,
      });
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'payments.withdrawLimits',
        target: currencyId,
        details: { before: before ? auditOfLimit(before) : null, after: auditOfLimit(after) },
      });
      return after;
    });
    return this.presentLimit(row, decimals);
  }

  /** Turns pay maintenance on or off: recharge and withdraw answer PAY_MAINTENANCE (-1119) while on. */
  async setPayMaintenance(actor: OperatorRow, enabled: boolean): Promise<boolean> {
    await inTransaction(this.db, async (tx) => {
      const updated = await updateSiteSwitches(tx, { payMaintenance: enabled });
      await writeAudit(tx, {
        operatorId: actor.id,
        action: 'payments.maintenance',
        details: { before: updated.before, after: { payMaintenance: enabled } },
      });
    });
    await this.site.changed();
    return enabled;
  }

  private async decimalsOf(currencyId: string): Promise<number> {
    const site = await this.site.get();
    const currency = site.currencies.find((item) => item.id === currencyId);
    if (!currency) throw invalidInput('currencyId', 'CURRENCY_INVALID');
    return currency.decimalLength;
  }

  private presentChannel(row: ChannelRow, decimals: number): PaymentChannelAdmin {
    return {
      id: row.id,
      name: row.name,
      provider: row.provider,
      providerInstalled: this.providers.has(row.provider),
      currencyId: row.currencyId,
      min: minorToNumber(row.minMinor, decimals),
      max: minorToNumber(row.maxMinor, decimals),
      quickAmounts: row.quickAmountsMinor.map((amount) => minorToNumber(amount, decimals)),
      enabled: row.enabled,
      sortOrder: row.sortOrder,
    };
  }

  private presentLimit(row: WithdrawLimitRow, decimals: number): WithdrawLimitAdmin {
    return {
      currencyId: row.currencyId,
      provider: row.provider,
      providerInstalled: this.providers.has(row.provider),
      min: minorToNumber(row.minMinor, decimals),
      max: minorToNumber(row.maxMinor, decimals),
      kycThreshold: minorToNumber(row.kycThresholdMinor, decimals),
    };
  }
}

/** An amount of the currency above zero, in minor units, or INVALID_INPUT naming the field. */
function positiveMinor(input: unknown, decimals: number, field: string): bigint {
  const parsed = parseAmount(input, decimals);
  if (!parsed.ok || parsed.minor <= 0n) throw invalidInput(field, 'AMOUNT_INVALID');
  return parsed.minor;
}

/** A channel's amounts checked together: 0 < min ≤ max, and every quick amount within them, once. */
function channelAmounts(
  input: { min: unknown; max: unknown; quickAmounts: readonly unknown[] },
  decimals: number,
): { minMinor: bigint; maxMinor: bigint; quickAmountsMinor: bigint[] } {
  const minMinor = positiveMinor(input.min, decimals, 'min');
  const maxMinor = positiveMinor(input.max, decimals, 'max');
  if (minMinor > maxMinor) throw invalidInput('min', 'MIN_ABOVE_MAX');
  const quick = input.quickAmounts.map((amount) => positiveMinor(amount, decimals, 'quickAmounts'));
  if (quick.some((amount) => amount < minMinor || amount > maxMinor)) {
    throw invalidInput('quickAmounts', 'QUICK_AMOUNT_OUT_OF_RANGE');
  }
  const quickAmountsMinor = [...new Set(quick)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { minMinor, maxMinor, quickAmountsMinor };
}

/** A channel as the audit log keeps it: minor units as text (JSON has no bigint). */
function auditOfChannel(row: ChannelRow): Record<string, unknown> {
  return {
    name: row.name,
    provider: row.provider,
    currencyId: row.currencyId,
    minMinor: row.minMinor.toString(),
    maxMinor: row.maxMinor.toString(),
    quickAmountsMinor: row.quickAmountsMinor.map(String),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

function auditOfLimit(row: WithdrawLimitRow): Record<string, unknown> {
  return {
    provider: row.provider,
    minMinor: row.minMinor.toString(),
    maxMinor: row.maxMinor.toString(),
    kycThresholdMinor: row.kycThresholdMinor.toString(),
  };
}
