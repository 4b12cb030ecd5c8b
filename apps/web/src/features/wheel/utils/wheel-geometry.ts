/**
 * The wheel's drawing: `count` equal segments, segment 0 starting at 12 o'clock and going clockwise, in a
 * viewBox centred on 0,0 so that a CSS rotation turns it about its centre.
 */

/** Full turns a spin makes before it settles. */
export const SPIN_TURNS = 5;

/** The point at `degrees` clockwise from 12 o'clock, `radius` from the centre (SVG's y points down). */
function pointAt(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return [round(radius * Math.sin(radians)), round(-radius * Math.cos(radians))];
}

/** The angle one segment spans, in degrees. */
export function segmentAngle(count: number): number {
  return 360 / Math.max(1, count);
}

/** The SVG path of segment `index`: a slice from the centre to the rim. */
export function segmentPath(index: number, count: number, radius: number): string {
  const angle = segmentAngle(count);
  if (count <= 1)
    return `M0 ${-radius}A${radius} ${radius} 0 1 1 0 ${radius}A${radius} ${radius} 0 1 1 0 ${-radius}Z`;
  const [x1, y1] = pointAt(index * angle, radius);
  const [x2, y2] = pointAt((index + 1) * angle, radius);
  const large = angle > 180 ? 1 : 0;
  return `M0 0L${x1} ${y1}A${radius} ${radius} 0 ${large} 1 ${x2} ${y2}Z`;
}

/** The angle of the middle of segment `index`, clockwise from 12 o'clock. */
export function segmentCentre(index: number, count: number): number {
  return (index + 0.5) * segmentAngle(count);
}

/**
 * The rotation (degrees, clockwise) that brings segment `index` under the pointer at 12 o'clock after at
 * least SPIN_TURNS full turns from `from`, so every spin turns forward.
 */
export function landingRotation(from: number, index: number, count: number): number {
  const base = from + SPIN_TURNS * 360;
  const offset = (((-segmentCentre(index, count) - base) % 360) + 360) % 360;
  return base + offset;
}

/** The segment under the pointer when the wheel is turned by `rotation` degrees (the inverse of the above). */
export function segmentAtPointer(rotation: number, count: number): number {
  const angle = (((-rotation % 360) + 360) % 360) / segmentAngle(count);
  return Math.floor(angle) % Math.max(1, count);
}
