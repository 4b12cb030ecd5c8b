import type { RedPacket } from '@casino/contracts';

/** Where a rain stands by the server's clock: before its start, falling, or over. */
export type RainPhase = 'soon' | 'live' | 'over';

/**
 * The phase of a rain at `now` (server clock, epoch ms), from its times rather than its status: the worker
 * marks a rain live within a moment of its start, while the server accepts a catch from the start time.
 */
export function rainPhase(rain: RedPacket, now: number): RainPhase {
  if (now < rain.siteConf.startTime) return 'soon';
  return now < rain.siteConf.endTime ? 'live' : 'over';
}

/** Why a player may not catch a packet: a VIP level below the rain's minimum, or their market. */
export function rainRefusal(rain: RedPacket, vipLevel: number): 'vip' | 'region' | null {
  if (rain.eligible) return null;
  return vipLevel < rain.siteConf.minVipLevel ? 'vip' : 'region';
}
