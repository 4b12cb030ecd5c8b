import { grabRedPacketSchema, redPacketSchema, type RedPacket } from '@casino/contracts';
import type { z } from 'zod';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet, apiPost } from '../../../lib/api/client';

/** The rain popup shows its own refusals (RAIN_ENDED, RAIN_EMPTY, …), so the client's alert is off. */
const quietly = { noAlert: true } as const;

/** A caught packet: its amount and the balance it was paid into. */
export type CaughtPacket = z.infer<typeof grabRedPacketSchema>;

/** The money rain the player sees now (live, or the next within a day), or null when none is near. */
export async function getMoneyRain(): Promise<RedPacket | null> {
  const model = unwrapModel(await apiGet('/api/redpacket/site_redpack', quietly));
  return redPacketSchema.nullable().parse(model ?? null);
}

/** Catches one packet of the live rain `id`; the server allows one per player and rain. */
export async function grabRedPacket(id: number): Promise<CaughtPacket> {
  return grabRedPacketSchema.parse(unwrapModel(await apiPost('/api/redpacket/grab', { id }, quietly)));
}
