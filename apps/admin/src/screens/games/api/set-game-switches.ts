import type { gameSwitchesRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** The switches PUT /api/operator/games/:id takes; only those sent change. */
export type GameSwitches = z.input<typeof gameSwitchesRequestSchema>;

/** PUT /api/operator/games/:id: changes some switches (maintenance makes the game answer -119). */
export async function setGameSwitches(gameId: string, switches: GameSwitches): Promise<void> {
  await api('PUT', `/games/${encodeURIComponent(gameId)}`, { body: switches });
}
