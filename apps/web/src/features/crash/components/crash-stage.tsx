import type { CrashGameId, CrashRoundView } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { serverNow } from '../../../lib/api/server-clock';
import {
  axisTicks,
  bettingSecondsLeft,
  curvePoints,
  curveViewport,
  flightMs,
  shownMultiplier,
} from '../utils/curve';
import styles from './crash.module.css';
import { drawPlane } from './plane-art';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { formatDecimal, formatMultiplier } from '../../../lib/i18n/format-number';
import { activeLanguage } from '../../../lib/i18n/i18n';

/** The stage's inputs. */
export interface CrashStageProps {
  gameId: CrashGameId;
  /** The round drawn; the curve comes from its take-off time and the server clock, every frame. */
  round: CrashRoundView | null;
}

const FLY_AWAY_MS = 1_400;
// The top padding leaves room for the round label (styles.roundId), above the highest axis label.
const PADDING = { left: 12, right: 24, top: 40, bottom: 18 };

/**
 * The live picture at 60 fps: crash draws the rising curve, aviator flies a plane along it. The big
 * multiplier and the state line are written straight into the DOM by the frame loop, not by React renders.
 */
export function CrashStage({ gameId, round }: CrashStageProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const multiplierRef = useRef<HTMLSpanElement>(null);
  const captionRef = useRef<HTMLSpanElement>(null);
  const roundRef = useRef(round);
  const tRef = useRef(t);
  useEffect(() => {
    roundRef.current = round;
    tRef.current = t;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return undefined;
    let frame = 0;
    const draw = () => {
      frame = window.requestAnimationFrame(draw);
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      const now = serverNow();
      const current = roundRef.current;
      paintFrame(context, gameId, current, now, width, height);
      writeLabels(current, now);
    };
    const writeLabels = (current: CrashRoundView | null, now: number) => {
      const translate = tRef.current;
      const multiplier = `${formatMultiplier(shownMultiplier(current, now), activeLanguage())}x`;
      let caption = translate('CRASH_WAITING');
      if (current?.status === 'BETTING') {
        caption = translate('CRASH_NEXT_IN', { seconds: bettingSecondsLeft(current, now) });
      } else if (current?.status === 'FLYING') caption = translate('CRASH_FLYING');
      else if (current?.status === 'CRASHED') {
        caption = translate(gameId === 'aviator' ? 'AVIATOR_FLEW_AWAY' : 'CRASH_CRASHED_AT', {
          multiplier: formatMultiplier(current.crashPoint ?? 1, activeLanguage()),
        });
      }
      const label = multiplierRef.current;
      if (label && label.textContent !== multiplier) label.textContent = multiplier;
      if (label) label.dataset.status = current?.status ?? 'WAITING';
      const line = captionRef.current;
      if (line && line.textContent !== caption) line.textContent = caption;
    };
    frame = window.requestAnimationFrame(draw);
    return () => window.cancelAnimationFrame(frame);
  }, [gameId]);

  return (
    <div className={`${styles.stage} ${gameId === 'aviator' ? styles.stageAviator : ''}`}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        aria-hidden="true"
        data-plot-top={PADDING.top}
        data-testid="crash-canvas"
      />
      <div className={styles.readout} aria-live="off">
        <span ref={multiplierRef} className={styles.bigMultiplier} data-testid="crash-multiplier">
          {`${numbers.multiplier(1)}x`}
        </span>
        <span ref={captionRef} className={styles.caption} data-testid="crash-caption" />
      </div>
      <span className="visually-hidden" aria-live="polite" data-testid="crash-round-status">
        {round
          ? t(`CRASH_STATUS_${round.status}`, { multiplier: numbers.multiplier(round.crashPoint ?? 1) })
          : ''}
      </span>
      <span className={styles.roundId} data-testid="crash-round-id">
        {round ? t('CRASH_ROUND_NUMBER', { id: round.number }) : ''}
      </span>
    </div>
  );
}

/** One frame of the picture. */
function paintFrame(
  context: CanvasRenderingContext2D,
  gameId: CrashGameId,
  round: CrashRoundView | null,
  now: number,
  width: number,
  height: number,
): void {
  const plotWidth = width - PADDING.left - PADDING.right;
  const plotHeight = height - PADDING.top - PADDING.bottom;
  paintGrid(context, width, height);
  paintAxes(context, flightMs(round, now), plotWidth, plotHeight);
  const crashed = round?.status === 'CRASHED';
  const elapsed = flightMs(round, now);
  const points = curvePoints(elapsed, plotWidth, plotHeight).map((point) => ({
    x: point.x + PADDING.left,
    y: point.y + PADDING.top,
  }));
  const tip = points[points.length - 1] ?? { x: PADDING.left, y: PADDING.top + plotHeight };
  const base = PADDING.top + plotHeight;
  const aviator = gameId === 'aviator';
  const stroke = crashed ? '#ff4d5e' : aviator ? '#ff3b4a' : '#f5c242';

  if (round && round.status !== 'BETTING' && elapsed > 0) {
    const fill = context.createLinearGradient(0, PADDING.top, 0, base);
    fill.addColorStop(
      0,
      crashed ? 'rgba(255,77,94,0.35)' : aviator ? 'rgba(255,59,74,0.35)' : 'rgba(245,194,66,0.35)',
    );
    fill.addColorStop(1, 'rgba(0,0,0,0)');
    context.beginPath();
    context.moveTo(PADDING.left, base);
    for (const point of points) context.lineTo(point.x, point.y);
    context.lineTo(tip.x, base);
    context.closePath();
    context.fillStyle = fill;
    context.fill();
    context.beginPath();
    points.forEach((point, index) =>
      index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y),
    );
    context.strokeStyle = stroke;
    context.lineWidth = 4;
    context.lineCap = 'round';
    context.stroke();
  }

  if (aviator) {
    const before = points[points.length - 4] ?? { x: tip.x - 1, y: tip.y };
    const slope = round?.status === 'FLYING' ? Math.atan2(tip.y - before.y, tip.x - before.x) : -0.15;
    let x = round?.status === 'BETTING' || !round ? PADDING.left + 40 : tip.x;
    let y = round?.status === 'BETTING' || !round ? base - 24 : tip.y;
    if (crashed && round.crashedAt !== null) {
      const gone = Math.min(1, (now - round.crashedAt) / FLY_AWAY_MS);
      x += gone * gone * (width + 80);
      y -= gone * gone * (height * 0.8);
      if (gone >= 1) return;
    }
    context.save();
    context.translate(Math.min(x, width - 36), Math.max(y, 22));
    context.rotate(Math.max(-0.7, Math.min(0.1, slope)));
    drawPlane(context, now / 40);
    context.restore();
  } else if (round?.status === 'FLYING') {
    context.beginPath();
    context.arc(tip.x, tip.y, 7, 0, Math.PI * 2);
    context.fillStyle = '#fff6d6';
    context.shadowColor = '#f5c242';
    context.shadowBlur = 18;
    context.fill();
    context.shadowBlur = 0;
  }
}

function paintGrid(context: CanvasRenderingContext2D, width: number, height: number): void {
  context.strokeStyle = 'rgba(255,255,255,0.06)';
  context.lineWidth = 1;
  for (let x = PADDING.left; x < width; x += 64) {
    context.beginPath();
    context.moveTo(x, PADDING.top);
    context.lineTo(x, height - PADDING.bottom);
    context.stroke();
  }
  for (let y = height - PADDING.bottom; y > PADDING.top; y -= 48) {
    context.beginPath();
    context.moveTo(PADDING.left, y);
    context.lineTo(width - PADDING.right, y);
    context.stroke();
  }
}

/** Multiplier labels up the left edge and seconds along the bottom, following the growing viewport. */
function paintAxes(
  context: CanvasRenderingContext2D,
  elapsedMs: number,
  plotWidth: number,
  plotHeight: number,
) {
  const { maxMs, maxMultiplier } = curveViewport(elapsedMs);
  context.fillStyle = 'rgba(255,255,255,0.38)';
  context.font = '600 11px system-ui, sans-serif';
  context.textBaseline = 'middle';
  context.textAlign = 'left';
  for (const tick of axisTicks(1, maxMultiplier)) {
    if (tick <= 1) continue;
    const y = PADDING.top + plotHeight - ((tick - 1) / (maxMultiplier - 1)) * plotHeight;
    context.fillText(`${formatDecimal(tick, activeLanguage(), 1)}x`, PADDING.left + 4, y);
  }
  context.textAlign = 'center';
  context.textBaseline = 'bottom';
  for (const seconds of axisTicks(0, maxMs / 1000)) {
    if (seconds <= 0) continue;
    const x = PADDING.left + ((seconds * 1000) / maxMs) * plotWidth;
    context.fillText(`${seconds}s`, x, PADDING.top + plotHeight + PADDING.bottom - 2);
  }
}
