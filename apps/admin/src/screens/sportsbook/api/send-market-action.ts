import type {
  sportsManualSettleSchema,
  sportsManualVoidSchema,
  sportsSuspendRequestSchema,
} from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What POST /api/operator/sports/suspend takes: an event, or one market of it, suspended or resumed. */
export type SportsSuspendRequest = z.input<typeof sportsSuspendRequestSchema>;
/** What POST /api/operator/sports/settle takes: a market graded by hand. */
export type SportsSettleRequest = z.input<typeof sportsManualSettleSchema>;
/** What POST /api/operator/sports/void takes. */
export type SportsVoidRequest = z.input<typeof sportsManualVoidSchema>;

/** A market action ready to send, by the call it goes to. */
export type MarketAction =
  | { kind: 'suspend'; body: SportsSuspendRequest }
  | { kind: 'settle'; body: SportsSettleRequest }
  | { kind: 'void'; body: SportsVoidRequest };

/**
 * POST /api/operator/sports/{suspend,settle,void}: one audited action on an event or a market. The three
 * calls stay in one file: the form builds one action of the three kinds and the kind names the path.
 */
export async function sendMarketAction(action: MarketAction): Promise<void> {
  await api('POST', `/sports/${action.kind}`, { body: action.body });
}
