import type { Database } from '../../db/client.ts';
import { LeaderLoop } from '../../platform/leader-loop.ts';
import type { CrashGame } from './crash.service.ts';

/** Advisory-lock keys of the loops, one per game. */
const LEADERSHIP_KEYS: Record<string, number> = { crash: 727_101, aviator: 727_102 };

/**
 * Runs a crash game's loop in whichever process holds its leadership (DESIGN §5); a new leader carries
 * the round on from the database (the crash point was committed when the round opened).
 */
export class CrashLoop extends LeaderLoop {
  constructor(
    database: Database,
    game: CrashGame,
    options: { tickMs: number; onError: (error: unknown) => void } = {
      tickMs: 50,
      onError: (error) => console.error(error),
    },
  ) {
    super(database, { key: LEADERSHIP_KEYS[game.gameId] ?? 727_100, work: () => game.tick(), ...options });
  }
}
