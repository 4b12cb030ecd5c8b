import { describe, expect, it } from 'vitest';

import { CRASH_LEDGER } from '../src/modules/crash/index.ts';
import { GAMES_LEDGER } from '../src/modules/games/index.ts';
import { LOTTERY_LEDGER } from '../src/modules/lottery/index.ts';
import { PAYMENTS_LEDGER } from '../src/modules/payments/index.ts';
import { REWARDS_LEDGER } from '../src/modules/rewards/index.ts';
import { SPORTS_LEDGER } from '../src/modules/sports/index.ts';
import { LedgerBook, presentHistoryRow, type HistoryRow } from '../src/modules/wallet/index.ts';

/** The book as the app fills it: every product's ledger kinds, registered by its module. */
const book = new LedgerBook();
for (const product of [
  GAMES_LEDGER,
  CRASH_LEDGER,
  LOTTERY_LEDGER,
  SPORTS_LEDGER,
  PAYMENTS_LEDGER,
  REWARDS_LEDGER,
]) {
  book.register(product);
}

const lookup = {
  decimalLength: () => 2,
  channelName: (id: string) => (id === 'sandbox-brl' ? 'PIX' : undefined),
  book,
};

const row = (overrides: Partial<HistoryRow>): HistoryRow => ({
  id: 1,
  kind: 'bet_stake',
  reference: 'round:17',
  details: {},
  currencyId: 'BRL',
  createdAt: new Date(0),
  cashMinor: -500n,
  ...overrides,
});

describe('presentHistoryRow', () => {
  it('names a game bet by its game and links the round, not "Other" with round:17', () => {
    const item = presentHistoryRow(row({ details: { gameId: 'mines' } }), lookup);
    expect(item).toMatchObject({
      type: 'bet',
      label: 'WALLET_ROW_BET',
      gameId: 'mines',
      amount: -5,
      moneyMoved: true,
      link: { type: 'round', id: '17' },
    });
    expect(item).not.toHaveProperty('reference');
    expect(JSON.stringify(item)).not.toContain('round:17');
  });

  it('names a crash win with the multiplier it was cashed out at, linking the crash bet', () => {
    const item = presentHistoryRow(
      row({
        kind: 'crash_payout',
        reference: 'crashbet:2',
        details: { gameId: 'crash', cashedOutAt: 214 },
        cashMinor: 1070n,
      }),
      lookup,
    );
    expect(item).toMatchObject({
      type: 'win',
      label: 'WALLET_ROW_WIN_AT',
      gameId: 'crash',
      multiplier: 2.14,
      amount: 10.7,
      link: { type: 'crash', id: '2' },
    });
  });

  it('names a deposit by its channel, and links the order', () => {
    const item = presentHistoryRow(
      row({ kind: 'recharge', reference: 'R1', details: { channelId: 'sandbox-brl' }, cashMinor: 5000n }),
      lookup,
    );
    expect(item).toMatchObject({
      type: 'deposit',
      label: 'WALLET_ROW_DEPOSIT_VIA',
      method: 'PIX',
      gameId: null,
      link: { type: 'order', id: 'R1' },
    });
    const unknownChannel = presentHistoryRow(
      row({ kind: 'recharge', reference: 'R2', details: { channelId: 'gone' }, cashMinor: 5000n }),
      lookup,
    );
    expect(unknownChannel).toMatchObject({ label: 'WALLET_ROW_DEPOSIT', method: null });
  });

  it('marks a paid-out reserved withdrawal as moving no money', () => {
    const item = presentHistoryRow(row({ kind: 'withdraw_payout', reference: 'W1', cashMinor: 0n }), lookup);
    expect(item).toMatchObject({
      type: 'withdrawal_paid',
      label: 'WALLET_ROW_WITHDRAWAL_PAID',
      moneyMoved: false,
      amount: 0,
      link: { type: 'order', id: 'W1' },
    });
  });

  it('keeps an unknown kind readable as "other" without a link', () => {
    const item = presentHistoryRow(row({ kind: 'adjustment', reference: 'ops:9', cashMinor: 100n }), lookup);
    expect(item).toMatchObject({ type: 'other', label: 'WALLET_KIND_OTHER', link: null });
  });
});
