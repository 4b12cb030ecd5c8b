import type { ServerModule } from '../../platform/house.ts';
import { PlayerSessions } from './player-sessions.ts';
import { DataRetention } from './session-retention.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Players' sessions: the guard of every player route. */
    sessions: PlayerSessions;
  }
}

/** Players and their sessions; ended sessions are deleted once past their market's retention. */
export const userModule: ServerModule = {
  name: 'user',
  needs: [],
  setup(house) {
    const retention = new DataRetention(house.db);
    house.addWork('session retention', () => retention.tick());
    house.provide({ sessions: new PlayerSessions(house.db, house.attempts, house.config, house.cacheBus) });
  },
};
