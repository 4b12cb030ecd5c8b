import type { LotteryTermView } from '@casino/contracts';
import { paidHundredths, type LotteryGameId, type LotterySelection } from '@casino/game-math';

/** The practice balance a visitor starts with (held in the page only). */
export const DEMO_START_BALANCE = 1_000;

/** A practice bet, settled in the browser against the real draw. */
export interface DemoBet {
  id: number;
  termId: number;
  termLabel: string;
  gameId: LotteryGameId;
  selection: LotterySelection;
  betAmount: number;
  status: 'OPEN' | 'WON' | 'LOST';
  winAmount: number;
}

/** The practice wallet: its balance and bets, newest first. */
export interface DemoWallet {
  balance: number;
  bets: DemoBet[];
}

export const emptyDemoWallet = (): DemoWallet => ({ balance: DEMO_START_BALANCE, bets: [] });

/** Cents, so practice amounts add up exactly. */
const cents = (value: number): number => Math.round(value * 100);

/** The wallet after a practice bet, or null when the balance does not cover it. */
export function placeDemoBet(
  wallet: DemoWallet,
  bet: Omit<DemoBet, 'id' | 'status' | 'winAmount'>,
): DemoWallet | null {
  if (!(bet.betAmount > 0) || cents(bet.betAmount) > cents(wallet.balance)) return null;
  const id = (wallet.bets[0]?.id ?? 0) + 1;
  return {
    balance: (cents(wallet.balance) - cents(bet.betAmount)) / 100,
    bets: [{ ...bet, id, status: 'OPEN', winAmount: 0 }, ...wallet.bets],
  };
}

/**
 * The wallet once a term is drawn: each open practice bet on it is paid stake × paidHundredths / 100
 * (floored to the cent, as the server floors), the same rule the server applies to real bets.
 */
export function settleDemoBets(wallet: DemoWallet, term: LotteryTermView): DemoWallet {
  const { outcome } = term;
  if (term.status !== 'FINISHED' || !outcome) return wallet;
  let paid = 0;
  const bets = wallet.bets.map((bet): DemoBet => {
    if (bet.termId !== term.id || bet.status !== 'OPEN') return bet;
    const winCents = Math.floor(
      (cents(bet.betAmount) * paidHundredths(bet.gameId, bet.selection, outcome)) / 100,
    );
    paid += winCents;
    return { ...bet, status: winCents > 0 ? 'WON' : 'LOST', winAmount: winCents / 100 };
  });
  return paid === 0 && bets.every((bet, index) => bet === wallet.bets[index])
    ? wallet
    : { balance: (cents(wallet.balance) + paid) / 100, bets };
}
