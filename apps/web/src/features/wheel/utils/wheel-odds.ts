import type { WheelInfo } from '@casino/contracts';

/** One row of the published odds: a segment's prize, weight and chance. */
export interface SegmentOdds {
  /** The segment's number as the verifier names it (0-based, as the spin reports it). */
  index: number;
  /** Its prize, major units (0: no prize). */
  amount: number;
  /** Its published weight. */
  weight: number;
  /** Its chance per spin, percent: weight / Σ weights · 100. */
  percent: number;
}

/** Every segment's chance per spin from the published weights. */
export function segmentOdds(segments: WheelInfo['segments']): SegmentOdds[] {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  return segments.map((segment, index) => ({
    index,
    amount: segment.amount,
    weight: segment.weight,
    percent: total > 0 ? (segment.weight / total) * 100 : 0,
  }));
}
