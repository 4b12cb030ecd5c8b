import type { PaidListItem } from '@casino/contracts';

import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-storage';
import { reportPurchase } from './purchase-analytics';

/** Spec §9: at most 10 tracked orders, each kept 1 hour, rechecked 3 minutes after being added. */
export const PAID_LIST_MAX_ENTRIES = 10;
export const PAID_LIST_KEEP_MS = 60 * 60 * 1000;
export const PAID_LIST_RECHECK_MS = 3 * 60 * 1000;

/** One deposit order waiting to be seen paid. */
export interface PaidListEntry {
  id: string;
  /** When it was added, epoch ms. */
  addedAt: number;
}

/** Asks the server which of `ids` are paid. */
export type PaidListFetcher = (ids: string[]) => Promise<PaidListItem[]>;

function isEntry(value: unknown): value is PaidListEntry {
  const entry = value as PaidListEntry | null;
  return typeof entry?.id === 'string' && typeof entry.addedAt === 'number';
}

/** The tracked orders younger than an hour (older ones are forgotten). */
export function readPaidList(now: number = Date.now()): PaidListEntry[] {
  const stored = readLocalJson('paidList');
  if (!Array.isArray(stored)) return [];
  return stored.filter(isEntry).filter((entry) => now - entry.addedAt < PAID_LIST_KEEP_MS);
}

function writePaidList(entries: PaidListEntry[]): void {
  writeLocalJson('paidList', entries);
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRecheck(entry: PaidListEntry, fetchPaid: PaidListFetcher, now: number): void {
  if (timers.has(entry.id)) return;
  const delay = entry.addedAt + PAID_LIST_RECHECK_MS - now;
  if (delay <= 0) return;
  timers.set(
    entry.id,
    setTimeout(() => {
      timers.delete(entry.id);
      void checkPaidList(fetchPaid);
    }, delay),
  );
}

/** Starts tracking a new deposit order: stored (newest 10 kept) and rechecked 3 minutes later. */
export function trackPurchase(id: string, fetchPaid: PaidListFetcher, now: number = Date.now()): void {
  const entries = readPaidList(now).filter((entry) => entry.id !== id);
  const entry = { id, addedAt: now };
  writePaidList([...entries, entry].slice(-PAID_LIST_MAX_ENTRIES));
  scheduleRecheck(entry, fetchPaid, now);
}

/** Re-arms the 3-minute rechecks of stored entries after a page load. */
export function resumePaidListTimers(fetchPaid: PaidListFetcher, now: number = Date.now()): void {
  for (const entry of readPaidList(now)) scheduleRecheck(entry, fetchPaid, now);
}

let inFlight: Promise<void> | null = null;

/**
 * Asks which tracked orders are paid, reports each paid one once and drops it. Expired entries are dropped
 * too. Overlapping calls share one request, so a purchase can never be reported twice.
 */
export function checkPaidList(fetchPaid: PaidListFetcher): Promise<void> {
  if (inFlight) return inFlight;
  const check = (async () => {
    try {
      const entries = readPaidList();
      writePaidList(entries);
      if (entries.length === 0) return;
      const paid = await fetchPaid(entries.map((entry) => entry.id));
      const paidIds = new Set(paid.map((item) => item.id));
      // Dropped before reporting: a crash in between loses a report rather than doubling one.
      writePaidList(readPaidList().filter((entry) => !paidIds.has(entry.id)));
      for (const item of paid)
        reportPurchase({ orderId: item.id, usdAmount: item.usdAmount, first: item.first });
    } catch {
      // The server could not answer: the entries stay and the next check tries again.
    }
  })();
  // Cleared in a later microtask, never before it is set: a check that ends at once (nothing tracked)
  // must not leave a finished promise behind that would swallow every later check.
  inFlight = check.finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets every pending recheck (logout, tests). */
export function stopPaidListTimers(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
}
