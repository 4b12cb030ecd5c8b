/** The standard normal quantile of a two-sided 99 % interval. */
export const Z_99 = 2.576;

/** Below this many rounds the normal approximation is not trusted, and no band is drawn. */
export const MIN_BAND_ROUNDS = 30;

/** Where a game's actual RTP should fall, as fractions of the stakes (0.97 = 97 %). */
export interface RtpBand {
  low: number;
  high: number;
}

/**
 * The 99 % band of a game's actual RTP over `rounds` rounds if it pays as declared: declared ± 2.576·σ/√n.
 *
 * It is an approximation, on purpose. The central limit theorem makes the mean of n independent payout
 * multipliers (payout / stake of each round) roughly normal around the declared RTP, with standard
 * error σ/√n. σ is estimated from the rounds themselves (their sample standard deviation), not taken from
 * the game's pay table. The actual RTP is stake-weighted (Σ payouts / Σ stakes), and it is compared with a band
 * built for the unweighted mean: with equal stakes the two are the same, and with uneven stakes the band
 * is somewhat too narrow. Heavy-tailed games (a 1000× multiplier hit once) need far more than 30 rounds
 * before the normal shape holds, so a small sample's band is only a hint. Null when there are too few
 * rounds, or no dispersion was measured.
 */
export function rtpBand(declaredRtp: number, rounds: number, stdDev: number | null): RtpBand | null {
  if (rounds < MIN_BAND_ROUNDS || stdDev === null || !Number.isFinite(stdDev)) return null;
  const margin = (Z_99 * stdDev) / Math.sqrt(rounds);
  return { low: declaredRtp - margin, high: declaredRtp + margin };
}

/** The alert: an actual RTP outside its band (never without both). */
export const isOutsideBand = (actualRtp: number | null, band: RtpBand | null): boolean =>
  actualRtp !== null && band !== null && (actualRtp < band.low || actualRtp > band.high);
