import type { Database } from '../../db/client.ts';
import { LeaderLoop } from '../../platform/leader-loop.ts';
import type { LotteryDraws } from './lottery-draws.ts';

/** The advisory-lock key of the lottery draws: one process writes terms, closes and draws them. */
const LEADERSHIP_KEY = 727_400;

/**
 * Runs every lottery loop's draws in whichever process holds the leadership (DESIGN §5); a new leader
 * carries on from the database (each term's seed was committed when its row was written).
 */
export class LotteryLoop extends LeaderLoop {
  constructor(
    database: Database,
    draws: LotteryDraws,
    options: { tickMs: number; onError: (error: unknown) => void },
  ) {
    super(database, { key: LEADERSHIP_KEY, work: () => draws.tick(), ...options });
  }
}
