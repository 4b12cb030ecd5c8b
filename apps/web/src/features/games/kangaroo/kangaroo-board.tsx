import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import type { GameBoardProps } from '../game-board';
import styles from './kangaroo.module.css';
import { kangarooMultipliers, roadOf } from './kangaroo-view';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** Keys that jump: J, → and ↑ (Space and Enter stay with whatever button has focus). */
const JUMP_KEYS = new Set(['j', 'J', 'ArrowRight', 'ArrowUp']);

/** The kangaroo crossing: one jump per lane, each lane may bring a car; cash out on any lane crossed. */
export function KangarooBoard({ bet, busy, canMove, onMove, options, rtp }: GameBoardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const road = roadOf(bet, options);
  const multipliers = kangarooMultipliers(road.difficulty, rtp);
  const canJump = canMove && !busy;
  const played = bet?.gameId === 'kangaroo';
  const finished = played && bet.result !== 'PENDING';
  // The kangaroo stands on the curb (0) or on the lane it last reached (lane index + 1).
  const position = road.hit ? road.crossed + 1 : road.crossed;
  const won = finished && !road.hit;

  useEffect(() => {
    if (!canJump) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
        return;
      if (!JUMP_KEYS.has(event.key)) return;
      event.preventDefault();
      onMove(0);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canJump, onMove]);

  const next = multipliers[road.crossed];
  return (
    <section className={styles.board} aria-label={t('KANGAROO_BOARD_LABEL')} data-testid="kangaroo-board">
      <div className={styles.road}>
        <div
          className={styles.strip}
          style={{ '--camera': Math.max(0, position - 1) } as CSSProperties}
          data-testid="kangaroo-strip"
        >
          <div className={styles.curb} aria-hidden="true">
            <Bush />
          </div>
          {multipliers.map((multiplier, lane) => {
            const state =
              lane < road.crossed
                ? 'crossed'
                : lane === road.crossed && road.hit
                  ? 'hit'
                  : lane === road.crossed && canMove
                    ? 'next'
                    : 'ahead';
            const car = road.carIn[lane];
            return (
              <div
                key={lane}
                className={`${styles.lane} ${styles[state]}`}
                data-testid={`kangaroo-lane-${lane}`}
                data-state={state}
                data-car={car === undefined ? '' : String(car)}
              >
                {state === 'hit' ? (
                  <span className={styles.carDrive} aria-hidden="true">
                    <Car />
                  </span>
                ) : car && finished ? (
                  <span className={styles.carParked} aria-hidden="true">
                    <Car />
                  </span>
                ) : null}
                <span className={styles.chip}>×{numbers.multiplier(multiplier)}</span>
              </div>
            );
          })}
          <div className={styles.finish} aria-hidden="true">
            <Flag />
          </div>
          <div
            className={`${styles.roo} ${road.hit ? styles.rooHit : ''}`}
            style={{ '--position': position } as CSSProperties}
            data-testid="kangaroo-roo"
            data-position={position}
          >
            <span key={`hop-${position}`} className={position > 0 ? styles.hop : undefined}>
              <Kangaroo />
            </span>
          </div>
        </div>
      </div>

      <div className={styles.controls}>
        <p className={styles.status} role="status" data-testid="kangaroo-status">
          {!played
            ? t('KANGAROO_PLACE_BET')
            : road.hit
              ? t('KANGAROO_HIT', { lane: road.crossed + 1 })
              : won
                ? t('KANGAROO_CROSSED', { lanes: road.crossed })
                : t('KANGAROO_LANES_LEFT', { left: road.lanes - road.crossed })}
        </p>
        <Button
          onClick={() => onMove(0)}
          disabled={!canJump}
          className={styles.jump}
          data-testid="kangaroo-jump"
          aria-keyshortcuts="J ArrowRight"
        >
          {next !== undefined && canMove
            ? t('KANGAROO_JUMP_TO', { multiplier: numbers.multiplier(next) })
            : t('KANGAROO_JUMP')}
        </Button>
      </div>
    </section>
  );
}

function Kangaroo() {
  return (
    <svg viewBox="0 0 64 64" className={styles.rooArt} aria-hidden="true">
      <ellipse cx="32" cy="60" rx="16" ry="3" fill="rgb(0 0 0 / 30%)" />
      <path d="M14 50 C4 50 2 40 6 36 C9 44 14 46 20 46 Z" fill="#b9773f" />
      <path d="M18 50 C16 36 22 26 32 24 C38 23 42 26 42 32 C42 40 38 46 34 50 Z" fill="#d58b4a" />
      <path d="M26 50 h14 c3 0 3 4 0 4 h-16 Z" fill="#9c5f2e" />
      <path d="M36 26 C36 18 40 12 46 11 C50 11 53 14 52 18 C51 22 46 24 42 26 Z" fill="#d58b4a" />
      <path d="M44 11 L42 2 L47 9 Z M48 11 L49 3 L51 11 Z" fill="#b9773f" />
      <circle cx="48" cy="16" r="1.6" fill="#1b2433" />
      <circle cx="52.3" cy="18.6" r="1.2" fill="#1b2433" />
      <path d="M38 34 l8 4" stroke="#9c5f2e" strokeWidth="3" strokeLinecap="round" />
      <path d="M26 38 C28 42 32 42 34 38" fill="#f0c08e" />
    </svg>
  );
}

function Car() {
  return (
    <svg viewBox="0 0 40 64" className={styles.carArt} aria-hidden="true">
      <rect x="4" y="4" width="32" height="56" rx="9" fill="#e0473f" />
      <rect x="8" y="14" width="24" height="12" rx="3" fill="#9fd4ff" />
      <rect x="8" y="40" width="24" height="9" rx="3" fill="#7fb7e6" />
      <rect x="2" y="12" width="4" height="10" rx="2" fill="#1b2433" />
      <rect x="34" y="12" width="4" height="10" rx="2" fill="#1b2433" />
      <rect x="2" y="42" width="4" height="10" rx="2" fill="#1b2433" />
      <rect x="34" y="42" width="4" height="10" rx="2" fill="#1b2433" />
      <rect x="9" y="58" width="6" height="3" rx="1" fill="#ffe08a" />
      <rect x="25" y="58" width="6" height="3" rx="1" fill="#ffe08a" />
    </svg>
  );
}

function Bush() {
  return (
    <svg viewBox="0 0 40 40" className={styles.bush} aria-hidden="true">
      <circle cx="14" cy="24" r="10" fill="#2f8a4a" />
      <circle cx="26" cy="22" r="11" fill="#3aa35a" />
      <circle cx="20" cy="14" r="9" fill="#46b86a" />
    </svg>
  );
}

function Flag() {
  return (
    <svg viewBox="0 0 40 64" className={styles.flag} aria-hidden="true">
      <rect x="8" y="6" width="3" height="54" rx="1.5" fill="#e8edf4" />
      <path d="M11 8 H34 L28 16 L34 24 H11 Z" fill="#f5c242" />
    </svg>
  );
}
