import { segmentCentre, segmentPath } from '../utils/wheel-geometry';
import styles from './wheel.module.css';

/** The wheel's radius in its viewBox (−125…125 across: room for the rim and the pointer). */
const RADIUS = 100;

/** One segment as drawn. */
export interface BoardSegment {
  /** Its label (a prize, or "Try again"); none on a decorative wheel. */
  label?: string;
  /** A segment without a prize, drawn muted. */
  empty?: boolean;
}

/** The props of WheelBoard. */
export interface WheelBoardProps {
  /** The segments, in the server's order: segment 0 starts at 12 o'clock, then clockwise. */
  segments: readonly BoardSegment[];
  /** How far the wheel is turned, degrees clockwise (animated by CSS when it changes). */
  rotation?: number;
  /** The segment just landed on, highlighted. */
  landed?: number | null;
  /** Turning takes this long (0 for no animation). */
  durationMs?: number;
}

/** The fill class of a segment: the colours alternate in threes so neighbours differ for any count. */
function toneOf(index: number, count: number, empty: boolean | undefined): string {
  if (empty) return styles.toneEmpty ?? '';
  // With a count of 3k+1 the last and the first would match: the last takes the middle tone.
  const tone = index === count - 1 && count % 3 === 1 ? 1 : index % 3;
  return [styles.tone0, styles.tone1, styles.tone2][tone] ?? '';
}

/**
 * The invite wheel in SVG, our own art: equal segments coloured by the theme, prize labels along the radius,
 * a rim of lights and a pointer at 12 o'clock. Decorative for assistive technology: the page states the
 * prizes and chances in a table, and the result in text.
 */
export function WheelBoard({ segments, rotation = 0, landed = null, durationMs = 0 }: WheelBoardProps) {
  const count = segments.length;
  const fontSize = Math.max(7, Math.min(12, 90 / Math.max(count, 6)));
  const lights = Array.from({ length: 24 }, (_, index) => index * 15);
  return (
    <svg className={styles.board} viewBox="-125 -125 250 250" aria-hidden="true" focusable="false">
      <circle r={RADIUS + 12} className={styles.rim} />
      {lights.map((degrees) => (
        <circle
          key={degrees}
          r={2.4}
          cx={Math.sin((degrees * Math.PI) / 180) * (RADIUS + 6)}
          cy={-Math.cos((degrees * Math.PI) / 180) * (RADIUS + 6)}
          className={styles.light}
        />
      ))}
      <g
        className={styles.rotor}
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
      >
        {segments.map((segment, index) => (
          <g key={index} data-landed={landed === index ? 'true' : undefined} className={styles.segment}>
            <path d={segmentPath(index, count, RADIUS)} className={toneOf(index, count, segment.empty)} />
            {segment.label ? (
              <text
                className={styles.label}
                fontSize={fontSize}
                transform={`rotate(${segmentCentre(index, count) - 90}) translate(${RADIUS * 0.62} 0)`}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {segment.label}
              </text>
            ) : null}
          </g>
        ))}
      </g>
      <circle r={20} className={styles.hub} />
      <circle r={11} className={styles.hubInner} />
      <path d="M0 -92 L-12 -121 L12 -121 Z" className={styles.pointer} />
    </svg>
  );
}
