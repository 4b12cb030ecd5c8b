import {
  CHECKIN_DAYS,
  checkinTableRequestSchema,
  createCampaignRequestSchema,
  fundCampaignRequestSchema,
  scheduleRainRequestSchema,
  vipLadderRequestSchema,
  wheelConfigRequestSchema,
  type RewardDestination,
  type RewardKind,
} from '@casino/contracts';

import { parseAmountInput } from '../../lib/amount-input';
import type { CreateCampaignBody } from './api/create-campaign';
import type { FundCampaignBody } from './api/fund-campaign';
import type { CheckinTableBody } from './api/save-checkin-table';
import type { VipLadderBody } from './api/save-vip-ladder';
import type { WheelConfigBody } from './api/save-wheel';
import type { ScheduleRainBody } from './api/schedule-money-rain';
import { checkAgainst, FormReader, type Checked } from './form-check';

/** Notes `duplicate` on every row whose `key` repeats an earlier row's. */
function markDuplicates(reader: FormReader, path: (index: number) => string, keys: readonly string[]) {
  keys.forEach((key, index) => {
    if (key !== '' && keys.indexOf(key) !== index) reader.fail(path(index), 'duplicate');
  });
}

/** The new-campaign form as typed. */
export interface CampaignDraft {
  kind: RewardKind;
  name: string;
  currencyId: string;
  paysTo: RewardDestination;
  wageringMultiplier: string;
  maxBet: string;
  expiryHours: string;
  velocityPerHour: string;
  amount: string;
  /** Game id → share of a stake that counts toward wagering, percent. */
  gameWeights: { gameId: string; percent: string }[];
}

/** The form's starting values: the schema's defaults (10 rewards per hour, no game weights). */
export function emptyCampaignDraft(): CampaignDraft {
  return {
    kind: 'register_promo',
    name: '',
    currencyId: '',
    paysTo: 'task_bonus',
    wageringMultiplier: '1',
    maxBet: '',
    expiryHours: '72',
    velocityPerHour: '10',
    amount: '',
    gameWeights: [],
  };
}

/** The new-campaign form → POST /api/operator/reward_campaigns. */
export function campaignBody(draft: CampaignDraft): Checked<CreateCampaignBody> {
  const reader = new FormReader();
  const gameWeights: Record<string, number> = {};
  draft.gameWeights.forEach((row, index) => {
    const gameId = reader.text(`gameWeights.${index}.gameId`, row.gameId);
    const percent = reader.integer(`gameWeights.${index}.percent`, row.percent);
    if (percent !== undefined && gameId !== '') gameWeights[gameId] = percent;
  });
  markDuplicates(
    reader,
    (index) => `gameWeights.${index}.gameId`,
    draft.gameWeights.map((row) => row.gameId.trim()),
  );
  const maxBet = reader.optionalAmount('maxBet', draft.maxBet);
  const amount = reader.optionalAmount('amount', draft.amount);
  const body: CreateCampaignBody = {
    kind: draft.kind,
    name: reader.text('name', draft.name),
    currencyId: reader.text('currencyId', draft.currencyId).toUpperCase(),
    paysTo: draft.paysTo,
    wageringMultiplier: reader.integer('wageringMultiplier', draft.wageringMultiplier) ?? 0,
    expiryHours: reader.integer('expiryHours', draft.expiryHours) ?? 0,
    velocityPerHour: reader.integer('velocityPerHour', draft.velocityPerHour) ?? 0,
    gameWeights,
    ...(maxBet === undefined ? {} : { maxBet }),
    ...(amount === undefined ? {} : { amount }),
  };
  return checkAgainst(reader, createCampaignRequestSchema, body);
}

/** The fund dialog → POST /api/operator/reward_campaigns/:id/fund; `requestId` makes a retry fund once. */
export function fundBody(amount: string, reason: string, requestId: string): Checked<FundCampaignBody> {
  const reader = new FormReader();
  const body = {
    amount: reader.amount('amount', amount, true) ?? '',
    reason: reader.text('reason', reason),
    requestId,
  };
  return checkAgainst(reader, fundCampaignRequestSchema, body);
}

/** The money-rain form as typed; `startsAt` is a `datetime-local` value in the browser's time zone. */
export interface RainDraft {
  currencyId: string;
  startsAt: string;
  durationSeconds: string;
  pool: string;
  packets: string;
  minVipLevel: string;
  paysTo: RewardDestination;
  wageringMultiplier: string;
}

/** The schema's defaults: VIP 0 and up, paid to the task bonus with 1× wagering. */
export function emptyRainDraft(): RainDraft {
  return {
    currencyId: '',
    startsAt: '',
    durationSeconds: '60',
    pool: '',
    packets: '',
    minVipLevel: '0',
    paysTo: 'task_bonus',
    wageringMultiplier: '1',
  };
}

/** The money-rain form → POST /api/operator/money_rain. */
export function rainBody(draft: RainDraft): Checked<ScheduleRainBody> {
  const reader = new FormReader();
  const startsAt = draft.startsAt.trim() === '' ? Number.NaN : new Date(draft.startsAt).getTime();
  if (draft.startsAt.trim() === '') reader.fail('startsAt', 'required');
  else if (!Number.isFinite(startsAt)) reader.fail('startsAt', 'format');
  const body: ScheduleRainBody = {
    currencyId: reader.text('currencyId', draft.currencyId).toUpperCase(),
    startsAt,
    durationSeconds: reader.integer('durationSeconds', draft.durationSeconds) ?? 0,
    pool: reader.amount('pool', draft.pool, true) ?? '',
    packets: reader.integer('packets', draft.packets) ?? 0,
    minVipLevel: reader.integer('minVipLevel', draft.minVipLevel) ?? 0,
    paysTo: draft.paysTo,
    wageringMultiplier: reader.integer('wageringMultiplier', draft.wageringMultiplier) ?? 0,
  };
  return checkAgainst(reader, scheduleRainRequestSchema, body);
}

/** One row of the check-in table as typed: a VIP level and the reward of each streak day. */
export interface CheckinRowDraft {
  vipLevel: string;
  rewards: string[];
}

/** A new check-in row: the next VIP level, every day blank. */
export function newCheckinRow(rows: readonly CheckinRowDraft[]): CheckinRowDraft {
  const levels = rows.map((row) => Number(row.vipLevel)).filter(Number.isInteger);
  const next = levels.length === 0 ? 0 : Math.max(...levels) + 1;
  return { vipLevel: String(next), rewards: Array.from({ length: CHECKIN_DAYS }, () => '') };
}

/** The check-in editor → PUT /api/operator/checkin_table (the whole table of one currency). */
export function checkinBody(currencyId: string, rows: readonly CheckinRowDraft[]): Checked<CheckinTableBody> {
  const reader = new FormReader();
  const body: CheckinTableBody = {
    currencyId: reader.text('currencyId', currencyId).toUpperCase(),
    rows: rows.map((row, index) => ({
      vipLevel: reader.integer(`rows.${index}.vipLevel`, row.vipLevel) ?? 0,
      rewards: row.rewards.map((reward, day) => reader.amount(`rows.${index}.rewards.${day}`, reward) ?? ''),
    })),
  };
  markDuplicates(
    reader,
    (index) => `rows.${index}.vipLevel`,
    rows.map((row) => row.vipLevel.trim()),
  );
  return checkAgainst(reader, checkinTableRequestSchema, body);
}

/** One VIP level as typed. */
export interface VipLevelDraft {
  level: string;
  name: string;
  depositRequired: string;
  betRequired: string;
  rakebackPercent: string;
}

/** One level-up reward as typed: what reaching `level` pays in `currencyId`. */
export interface VipRewardDraft {
  currencyId: string;
  level: string;
  amount: string;
}

/** A new VIP level after the highest one, thresholds blank, no rakeback. */
export function newVipLevel(levels: readonly VipLevelDraft[]): VipLevelDraft {
  const numbers = levels.map((each) => Number(each.level)).filter(Number.isInteger);
  const next = numbers.length === 0 ? 0 : Math.max(...numbers) + 1;
  return { level: String(next), name: '', depositRequired: '', betRequired: '', rakebackPercent: '0' };
}

/** A percentage with up to two decimals ("0.5", "1,25"). */
function readPercent(reader: FormReader, path: string, text: string): number | undefined {
  if (text.trim() === '') return reader.fail(path, 'required');
  const value = parseAmountInput(text);
  return value === undefined ? reader.fail(path, 'format') : value;
}

/** The ladder editor → PUT /api/operator/vip_ladder; rewards are grouped per currency, then per level. */
export function vipLadderBody(
  levels: readonly VipLevelDraft[],
  rewardRows: readonly VipRewardDraft[],
): Checked<VipLadderBody> {
  const reader = new FormReader();
  const rewards: Record<string, Record<string, string>> = {};
  rewardRows.forEach((row, index) => {
    const currencyId = reader.text(`rewardRows.${index}.currencyId`, row.currencyId).toUpperCase();
    const level = reader.integer(`rewardRows.${index}.level`, row.level);
    const amount = reader.amount(`rewardRows.${index}.amount`, row.amount);
    if (level !== undefined && !levels.some((each) => each.level.trim() === String(level))) {
      reader.fail(`rewardRows.${index}.level`, 'range');
    }
    if (currencyId !== '' && level !== undefined && amount !== undefined) {
      rewards[currencyId] = { ...rewards[currencyId], [String(level)]: amount };
    }
  });
  markDuplicates(
    reader,
    (index) => `rewardRows.${index}.level`,
    rewardRows.map((row) => `${row.currencyId.trim().toUpperCase()}:${row.level.trim()}`),
  );
  const body: VipLadderBody = {
    levels: levels.map((each, index) => ({
      level: reader.integer(`levels.${index}.level`, each.level) ?? 0,
      name: reader.text(`levels.${index}.name`, each.name),
      depositRequired: reader.amount(`levels.${index}.depositRequired`, each.depositRequired) ?? '',
      betRequired: reader.amount(`levels.${index}.betRequired`, each.betRequired) ?? '',
      rakebackPercent: readPercent(reader, `levels.${index}.rakebackPercent`, each.rakebackPercent) ?? 0,
    })),
    rewards,
  };
  markDuplicates(
    reader,
    (index) => `levels.${index}.level`,
    levels.map((each) => each.level.trim()),
  );
  return checkAgainst(reader, vipLadderRequestSchema, body);
}

/** One wheel segment as typed: its weight (chance) and what it pays. */
export interface WheelSegmentDraft {
  weight: string;
  amount: string;
}

/** The wheel editor as typed (its currency is chosen apart: choosing one loads that currency's wheel). */
export interface WheelDraft {
  segments: WheelSegmentDraft[];
  qualifyDeposit: string;
  qualifyWager: string;
}

/** The smallest wheel the schema admits: two blank segments. */
export function emptyWheelDraft(): WheelDraft {
  return {
    segments: [
      { weight: '', amount: '' },
      { weight: '', amount: '' },
    ],
    qualifyDeposit: '',
    qualifyWager: '',
  };
}

/** The wheel editor → PUT /api/operator/wheel (the whole wheel of one currency). */
export function wheelBody(currencyId: string, draft: WheelDraft): Checked<WheelConfigBody> {
  const reader = new FormReader();
  const body: WheelConfigBody = {
    currencyId: reader.text('currencyId', currencyId).toUpperCase(),
    segments: draft.segments.map((segment, index) => ({
      weight: reader.integer(`segments.${index}.weight`, segment.weight) ?? 0,
      amount: reader.amount(`segments.${index}.amount`, segment.amount) ?? '',
    })),
    qualifyDeposit: reader.amount('qualifyDeposit', draft.qualifyDeposit) ?? '',
    qualifyWager: reader.amount('qualifyWager', draft.qualifyWager) ?? '',
  };
  if (!reader.failed && body.segments.every((segment) => segment.weight === 0)) {
    reader.fail('segments', 'count');
  }
  return checkAgainst(reader, wheelConfigRequestSchema, body);
}

/** What a spin pays on average (Σ weight·amount / Σ weight), as the player's page will show it. */
export function expectedSpinValue(segments: readonly WheelSegmentDraft[]): number | undefined {
  let weights = 0;
  let total = 0;
  for (const segment of segments) {
    const weight = /^\d+$/.test(segment.weight.trim()) ? Number(segment.weight) : undefined;
    const amount = parseAmountInput(segment.amount);
    if (weight === undefined || amount === undefined) return undefined;
    weights += weight;
    total += weight * amount;
  }
  return weights === 0 ? undefined : total / weights;
}
