import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { THIMBLES_CUPS } from '@casino/game-math';

import type { GameBoardProps } from '../game-board';
import styles from './thimbles.module.css';
import { cupsOf, thimblesMultipliers } from './thimbles-view';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** How long the cups shuffle before a level can be played. */
export const SHUFFLE_MS = 1_600;
/** How long a level's cups stay lifted before the next level's shuffle. */
export const REVEAL_MS = 1_400;

const CUPS = Array.from({ length: THIMBLES_CUPS }, (_, cup) => cup);

/**
 * Thimbles: the cups shuffle, the player picks one, the cups lift. Each level of the chain is shuffled
 * again; only a completed chain pays, so there is no cash-out in between.
 */
export function ThimblesBoard({ bet, busy, canMove, onMove, options, rtp }: GameBoardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const cups = cupsOf(bet, options);
  const level = cups.picks.length;
  const played = bet?.gameId === 'thimbles';
  const levelKey = `${bet?.id ?? 0}:${level}`;
  const [revealDone, setRevealDone] = useState('');
  const [shuffleDone, setShuffleDone] = useState('');

  const phase: 'idle' | 'reveal' | 'shuffle' | 'pick' =
    level > 0 && (revealDone !== levelKey || !canMove)
      ? 'reveal'
      : !canMove
        ? 'idle'
        : shuffleDone !== levelKey
          ? 'shuffle'
          : 'pick';

  useEffect(() => {
    if (phase !== 'reveal' || !canMove) return undefined;
    const timer = window.setTimeout(() => setRevealDone(levelKey), REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [phase, canMove, levelKey]);

  useEffect(() => {
    if (phase !== 'shuffle') return undefined;
    const timer = window.setTimeout(() => setShuffleDone(levelKey), SHUFFLE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, levelKey]);

  const canPick = phase === 'pick' && !busy;
  useEffect(() => {
    if (!canPick) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
        return;
      const cup = Number(event.key) - 1;
      if (Number.isInteger(cup) && cup >= 0 && cup < THIMBLES_CUPS) {
        event.preventDefault();
        onMove(cup);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canPick, onMove]);

  // In the reveal, the level shown is the one just played.
  const shownLevel = phase === 'reveal' ? level - 1 : level;
  const picked = phase === 'reveal' ? cups.picks[shownLevel] : undefined;
  const balls = phase === 'reveal' ? (cups.ballCups[shownLevel] ?? []) : [];
  const found = picked !== undefined && balls.includes(picked);
  const multipliers = thimblesMultipliers(cups.balls, rtp).slice(0, cups.levels);
  const finished = played && bet.result !== 'PENDING';

  const status = !played
    ? t('THIMBLES_PLACE_BET', { balls: cups.balls })
    : phase === 'shuffle'
      ? t('THIMBLES_SHUFFLING')
      : phase === 'pick'
        ? t('THIMBLES_PICK_CUP', { level: level + 1, levels: cups.levels })
        : finished
          ? bet.result === 'WIN'
            ? t('THIMBLES_CHAIN_WON', { multiplier: numbers.multiplier(multipliers.at(-1) ?? 0) })
            : t('THIMBLES_MISSED')
          : found
            ? t('THIMBLES_FOUND')
            : t('THIMBLES_MISSED');

  return (
    <section className={styles.board} aria-label={t('THIMBLES_BOARD_LABEL')} data-testid="thimbles-board">
      <div className={styles.table} data-phase={phase} data-testid="thimbles-table">
        <div className={styles.cups} role="group" aria-label={t('THIMBLES_CUPS_LABEL')}>
          {CUPS.map((cup) => {
            const hasBall = balls.includes(cup);
            const lifted = phase === 'reveal';
            return (
              <button
                key={cup}
                type="button"
                className={[
                  styles.slot,
                  phase === 'shuffle' ? styles[`shuffle${cup}`] : '',
                  picked === cup ? (hasBall ? styles.pickedWin : styles.pickedLose) : '',
                ].join(' ')}
                disabled={!canPick}
                onClick={() => onMove(cup)}
                aria-label={
                  lifted
                    ? t(hasBall ? 'THIMBLES_CUP_BALL' : 'THIMBLES_CUP_EMPTY', { cup: cup + 1 })
                    : t('THIMBLES_PICK', { cup: cup + 1 })
                }
                data-testid={`thimbles-cup-${cup}`}
                data-ball={lifted ? String(hasBall) : ''}
                data-picked={picked === cup ? 'true' : 'false'}
              >
                {lifted && hasBall ? <span className={styles.ball} aria-hidden="true" /> : null}
                <span className={styles.mover} aria-hidden="true">
                  <span className={`${styles.cup} ${lifted ? styles.lifted : ''}`}>
                    <CupArt />
                  </span>
                </span>
                <span className={styles.key} aria-hidden="true">
                  {cup + 1}
                </span>
              </button>
            );
          })}
        </div>
        <p className={styles.status} role="status" data-testid="thimbles-status">
          {status}
        </p>
      </div>

      <ol className={styles.levels} aria-label={t('THIMBLES_LEVELS_LABEL')}>
        {multipliers.map((multiplier, index) => {
          const pick = cups.picks[index];
          const state =
            pick === undefined
              ? index === level && canMove
                ? 'current'
                : 'idle'
              : (cups.ballCups[index] ?? []).includes(pick)
                ? 'found'
                : 'missed';
          return (
            <li
              key={index}
              className={`${styles.level} ${styles[state]}`}
              data-testid={`thimbles-level-${index}`}
              data-state={state}
            >
              <span className={styles.levelName}>{t('THIMBLES_LEVEL', { level: index + 1 })}</span>
              <span className={styles.levelValue}>×{numbers.multiplier(multiplier)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CupArt() {
  return (
    <svg viewBox="0 0 100 110" className={styles.cupArt} aria-hidden="true">
      <defs>
        <linearGradient id="thimbles-cup" x1="0" x2="1">
          <stop offset="0" stopColor="#b4442f" />
          <stop offset="0.45" stopColor="#e2674b" />
          <stop offset="1" stopColor="#93321f" />
        </linearGradient>
      </defs>
      <path d="M22 18 Q50 4 78 18 L92 96 Q50 110 8 96 Z" fill="url(#thimbles-cup)" />
      <path d="M8 96 Q50 110 92 96 L92 100 Q50 116 8 100 Z" fill="#6d2416" />
      <path d="M20 40 Q50 32 80 40" fill="none" stroke="#f5c242" strokeWidth="4" />
      <path d="M16 66 Q50 58 84 66" fill="none" stroke="#f5c242" strokeWidth="4" />
      <ellipse cx="50" cy="16" rx="18" ry="6" fill="#c9553c" />
      <path d="M30 24 Q34 60 26 90" fill="none" stroke="rgb(255 255 255 / 25%)" strokeWidth="5" />
    </svg>
  );
}
