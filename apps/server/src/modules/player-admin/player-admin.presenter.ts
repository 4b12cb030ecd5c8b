import type { PlayerBalance, PlayerNote } from '@casino/contracts';

import type { playerNotes } from './player-admin.tables.ts';
import type { accounts } from '../wallet/index.ts';

const BONUS_KINDS = new Set(['task_bonus', 'register_bonus']);

export const presentNote = (note: typeof playerNotes.$inferSelect, operator: string): PlayerNote => ({
  id: note.id,
  operator,
  text: note.text,
  createdAt: note.createdAt.getTime(),
});

/** The player's accounts folded per currency: cash, held for withdrawal, bonus balances, wagering left. */
export function balancesOf(
  rows: readonly (typeof accounts.$inferSelect)[],
  money: (amount: bigint, currencyId: string) => number,
): PlayerBalance[] {
  const byCurrency = new Map<string, { cash: bigint; hold: bigint; bonus: bigint; wagering: bigint }>();
  for (const row of rows) {
    const sums = byCurrency.get(row.currencyId) ?? { cash: 0n, hold: 0n, bonus: 0n, wagering: 0n };
    if (row.kind === 'cash') {
      sums.cash += row.balanceMinor;
      sums.wagering += row.wageringMinor;
    } else if (row.kind === 'withdraw_hold') sums.hold += row.balanceMinor;
    else if (BONUS_KINDS.has(row.kind)) sums.bonus += row.balanceMinor;
    byCurrency.set(row.currencyId, sums);
  }
  return [...byCurrency].map(([currencyId, sums]) => ({
    currencyId,
    cash: money(sums.cash, currencyId),
    withdrawHold: money(sums.hold, currencyId),
    bonus: money(sums.bonus, currencyId),
    wagering: money(sums.wagering, currencyId),
  }));
}
