import type { SQL } from 'drizzle-orm';

import type { HistoryRowType, RecordRef } from '@casino/contracts';

declare const ledgerKindBrand: unique symbol;

/** A ledger movement's kind, declared once by the product that posts it (`defineLedgerProduct`). */
export type LedgerKind = string & { readonly [ledgerKindBrand]: true };

/** The player history's filters (`POST /api/wallet/history {kind}`). */
export type HistoryFilter = 'recharge' | 'withdraw' | 'bet' | 'bonus';

/** How a player reads a movement of one kind in their history. */
export interface LedgerKindReading {
  history: HistoryRowType;
  /** The history filter it is listed under (none: only in the unfiltered history). */
  filter?: HistoryFilter;
}

/** A check of the whole database that must find no row: each row found is a violation. */
export interface LedgerInvariant {
  name: string;
  query: SQL;
}

/** What a product tells the wallet about the money it moves. */
export interface LedgerProductDefinition<Kind extends string> {
  /** The product's name, for the operator (`crash`). */
  product: string;
  /** Every ledger kind it posts, and how the player reads each. */
  kinds: Record<Kind, LedgerKindReading>;
  /** The record a movement pays for, from its reference (`crashbet:7` → the crash bet 7); null when none. */
  recordOf?: (reference: string, details: Record<string, unknown>) => RecordRef | null;
  /** What must hold of its bets and their postings, checked with the ledger's own invariants. */
  invariants?: readonly LedgerInvariant[];
}

/** A product's definition with its kinds as typed values (`CRASH_LEDGER.kind.crash_stake`). */
export interface LedgerProduct<Kind extends string = string> extends LedgerProductDefinition<Kind> {
  kind: Readonly<Record<Kind, LedgerKind>>;
}

/** Declares a product's ledger kinds once; the cashier takes only kinds made here. */
export function defineLedgerProduct<Kind extends string>(
  definition: LedgerProductDefinition<Kind>,
): LedgerProduct<Kind> {
  const kind = Object.fromEntries(Object.keys(definition.kinds).map((name) => [name, name])) as Record<
    Kind,
    LedgerKind
  >;
  return { ...definition, kind };
}

/**
 * The wallet's book of the products that move money (DESIGN §1: products register their ledger kinds,
 * history rows and invariants with the wallet): the history, the win count and the invariant check learn
 * every kind from here, so a new product edits none of them.
 */
export class LedgerBook {
  private readonly products: LedgerProduct[] = [];
  private readonly readings = new Map<string, { reading: LedgerKindReading; product: LedgerProduct }>();

  register(product: LedgerProduct): void {
    for (const [name, reading] of Object.entries<LedgerKindReading>(product.kinds)) {
      const known = this.readings.get(name);
      if (known) throw new Error(`ledger kind ${name} of ${product.product} is ${known.product.product}'s`);
      this.readings.set(name, { reading, product });
    }
    this.products.push(product);
  }

  /** How the player reads a kind ('other' for one no product declared). */
  historyOf(kind: string): HistoryRowType {
    return this.readings.get(kind)?.reading.history ?? 'other';
  }

  /** The record a movement pays for, as its product reads the reference. */
  recordOf(kind: string, reference: string, details: Record<string, unknown>): RecordRef | null {
    return this.readings.get(kind)?.product.recordOf?.(reference, details) ?? null;
  }

  /** The kinds listed under a history filter. */
  kindsUnder(filter: string): string[] {
    return [...this.readings].filter(([, { reading }]) => reading.filter === filter).map(([name]) => name);
  }

  /** The kinds that pay a player a win. */
  winKinds(): string[] {
    return [...this.readings].filter(([, { reading }]) => reading.history === 'win').map(([name]) => name);
  }

  /** Every product's invariants, with its name. */
  invariants(): LedgerInvariant[] {
    return this.products.flatMap((product) =>
      (product.invariants ?? []).map((invariant) => ({ ...invariant, name: invariant.name })),
    );
  }
}
