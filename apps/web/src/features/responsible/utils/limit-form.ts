import {
  LIMIT_PERIODS,
  limitsRequestSchema,
  type LimitKind,
  type LimitPeriod,
  type LimitsRequest,
  type LimitView,
} from '@casino/contracts';

const TEXT_KEY = /^[A-Z][A-Z0-9_]+$/;

/** What the editor holds for one period of a kind: the typed amount, or "no limit". */
export interface LimitDraft {
  /** The amount as typed (major units, or minutes for session time). */
  text: string;
  /** The player chose to have no limit for this period. */
  removed: boolean;
}

/** The editor's drafts of one kind, by period. */
export type LimitDrafts = Record<LimitPeriod, LimitDraft>;

/** The outcome of reading the drafts: the request to send (null when nothing changed), or the error key. */
export type LimitFormResult =
  { ok: true; request: LimitsRequest | null } | { ok: false; period: LimitPeriod | null; errorKey: string };

/** The value a limit will have in the end: the pending one when a change waits, else the one in force. */
export function targetValue(limit: LimitView | undefined): number | null {
  if (!limit) return null;
  return limit.pending ? limit.pending.value : limit.value;
}

/** The drafts the editor starts from: each period's target value, empty and removed when there is none. */
export function draftsOf(limits: readonly LimitView[], kind: LimitKind): LimitDrafts {
  const draft = (period: LimitPeriod): LimitDraft => {
    const value = targetValue(limits.find((limit) => limit.kind === kind && limit.period === period));
    return value === null ? { text: '', removed: true } : { text: String(value), removed: false };
  };
  return { day: draft('day'), week: draft('week'), month: draft('month') };
}

/** A typed amount as a number: a comma may stand for the decimal point ("50,5"); NaN when not a number. */
export function parseAmount(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * The changes of one kind as the limits request, checked by the contract's schema: only the periods whose
 * value differs from what the player will have anyway (a pending raise counts as theirs) are sent.
 */
export function readLimitDrafts(
  limits: readonly LimitView[],
  kind: LimitKind,
  drafts: LimitDrafts,
): LimitFormResult {
  const changes: LimitsRequest['limits'] = [];
  for (const period of LIMIT_PERIODS) {
    const draft = drafts[period];
    let value: number | null = null;
    if (!draft.removed) {
      value = parseAmount(draft.text);
      if (Number.isNaN(value)) return { ok: false, period, errorKey: 'RESPONSIBLE_AMOUNT_INVALID' };
    }
    const current = targetValue(limits.find((limit) => limit.kind === kind && limit.period === period));
    if (value !== current) changes.push({ kind, period, value });
  }
  if (changes.length === 0) return { ok: true, request: null };
  const parsed = limitsRequestSchema.safeParse({ limits: changes });
  if (!parsed.success) {
    // The contract's own rules name their key (SESSION_LIMIT_RULE); a bare bound says only "too big".
    const message = parsed.error.issues[0]?.message ?? '';
    return {
      ok: false,
      period: null,
      errorKey: TEXT_KEY.test(message) ? message : 'RESPONSIBLE_AMOUNT_INVALID',
    };
  }
  return { ok: true, request: parsed.data };
}
