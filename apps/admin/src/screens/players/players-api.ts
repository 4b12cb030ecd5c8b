import {
  pageSchema,
  playerBalanceSchema,
  playerDetailSchema,
  playerNoteSchema,
  playerSummarySchema,
} from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../lib/api';

/** One row of the player search. */
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
const playerPageSchema = pageSchema(playerSummarySchema);
export type PlayerPage = z.infer<typeof playerPageSchema>;

/** Query keys of this screen, so an action refetches exactly what it changed. */
export const playerKeys = {
  search: (q: string, pageNo: number, pageSize: number) =>
    ['players', 'search', q, pageNo, pageSize] as const,
  detail: (userId: number) => ['players', 'detail', userId] as const,
};

/** GET /api/operator/players?q=&pageNo=&pageSize=: by username, phone or id. */
export async function searchPlayers(q: string, pageNo: number, pageSize: number): Promise<PlayerPage> {
  const { page } = await api('GET', '/players', { query: { q, pageNo, pageSize } });
  return playerPageSchema.parse(page);
}

/** GET /api/operator/players/:id: the 360° view. */
export async function fetchPlayer(userId: number) {
  const { model } = await api('GET', `/players/${userId}`);
  return playerDetailSchema.parse(model);
}

/** What a balance adjustment sends: a signed major-unit amount and the request id of this dialog. */
export interface Adjustment {
  currencyId: string;
  /** Signed decimal in major units, e.g. "-5.00". */
  amount: string;
  reason: string;
  requestId: string;
}

/** POST /api/operator/players/:id/adjust (finance): credits or debits cash; a retry with the same id is one. */
export async function adjustBalance(userId: number, adjustment: Adjustment) {
  const { model } = await api('POST', `/players/${userId}/adjust`, { body: adjustment });
  return playerBalanceSchema.parse(model);
}

/** POST /api/operator/players/:id/block: blocks or unblocks sign-in and play. */
export async function setPlayerBlocked(userId: number, blocked: boolean, reason: string): Promise<void> {
  await api('POST', `/players/${userId}/block`, { body: { blocked, reason } });
}

/** POST /api/operator/players/:id/two-factor/reset: removes the player's authenticator binding. */
export async function resetPlayerTwoFactor(userId: number, reason: string): Promise<void> {
  await api('POST', `/players/${userId}/two-factor/reset`, { body: { reason } });
}

/** What the withdrawal-standing call changes; an absent field stays as it is. */
export interface WithdrawStanding {
  userId: number;
  /** Major units still to wager before a withdrawal. */
  wageringRemaining?: string;
  kycVerified?: boolean;
  reason: string;
}

/** POST /api/operator/players/withdraw_standing (finance): wagering still due and KYC state. */
export async function setWithdrawStanding(standing: WithdrawStanding): Promise<void> {
  await api('POST', '/players/withdraw_standing', { body: standing });
}

/** POST /api/operator/players/:id/notes: a staff note on the player's file. */
export async function addPlayerNote(userId: number, text: string) {
  const { model } = await api('POST', `/players/${userId}/notes`, { body: { text } });
  return playerNoteSchema.parse(model);
}
