import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { FOOTBALL_KEEPERS, FOOTBALL_KICKS, FOOTBALL_ZONES } from '@casino/game-math';

import type { GameBoardProps } from '../game-board';
import styles from './football.module.css';
import { footballMultipliers, shootOutOf } from './football-view';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** Where a shot at each zone ends, in the scene's units: corners high, the inner zones low, the middle mid. */
const ZONE_TARGETS = [
  { x: 68, y: 72 },
  { x: 124, y: 122 },
  { x: 180, y: 92 },
  { x: 236, y: 122 },
  { x: 292, y: 72 },
] as const;
const SPOT = { x: 180, y: 226 };
const KEEPER = { x: 180, y: 108 };
/** How long a kick stays on screen before the ball is back on the spot. */
const KICK_SHOW_MS = 1_300;

/** The keeper's dive towards a zone: sideways and tilted for the outer zones, a jump for the middle. */
function diveTransform(zone: number | undefined): string {
  if (zone === undefined) return 'translate(0px, 0px) rotate(0deg)';
  const target = ZONE_TARGETS[zone] ?? ZONE_TARGETS[2];
  const dx = (target.x - KEEPER.x) * 0.85;
  const dy = target.y - KEEPER.y;
  const tilt = zone === 2 ? 0 : zone < 2 ? -(zone === 0 ? 70 : 40) : zone === 4 ? 70 : 40;
  return `translate(${dx}px, ${dy}px) rotate(${tilt}deg)`;
}

/** The penalty shoot-out: pick a zone, the ball flies, the keeper dives; cash out after any goal. */
export function FootballBoard({ bet, busy, canMove, onMove, options, rtp }: GameBoardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const view = shootOutOf(bet, options);
  const open = bet?.gameId === 'football' && bet.result === 'PENDING';
  const canKick = canMove && !busy;
  const lastKick = view.kicks.at(-1);
  const kickCount = view.kicks.length;
  // A kick stays on screen for a moment, then the next ball is placed on the spot.
  const kickKey = `${bet?.id ?? 0}:${kickCount}`;
  const [settledKick, setSettledKick] = useState('');

  useEffect(() => {
    if (kickCount === 0) return undefined;
    const timer = window.setTimeout(() => setSettledKick(kickKey), KICK_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [kickCount, kickKey]);

  useEffect(() => {
    if (!canKick) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
        return;
      const zone = Number(event.key) - 1;
      if (Number.isInteger(zone) && zone >= 0 && zone < FOOTBALL_ZONES) {
        event.preventDefault();
        onMove(zone);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canKick, onMove]);

  // While a kick is shown (or once the round is over), the ball stays where it went.
  const flying = lastKick && (settledKick !== kickKey || !open) ? lastKick : undefined;
  const keeperZone = flying
    ? flying.goal
      ? nearestZone(flying.keeperZones, flying.zone)
      : flying.zone
    : undefined;
  const multipliers = footballMultipliers(view.difficulty, rtp);
  const goals = view.kicks.filter((kick) => kick.goal).length;
  const covered = FOOTBALL_KEEPERS[view.difficulty];

  return (
    <section className={styles.board} aria-label={t('FOOTBALL_BOARD_LABEL')} data-testid="football-board">
      <div className={styles.scene}>
        <svg viewBox="0 0 360 250" className={styles.art} aria-hidden="true">
          <defs>
            <pattern id="football-net" width="10" height="10" patternUnits="userSpaceOnUse">
              <path d="M0 0 L10 10 M10 0 L0 10" stroke="rgb(255 255 255 / 22%)" strokeWidth="0.8" />
            </pattern>
            <linearGradient id="football-pitch" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#1d6b3a" />
              <stop offset="1" stopColor="#13502a" />
            </linearGradient>
            <radialGradient id="football-ball" cx="0.35" cy="0.35" r="0.7">
              <stop offset="0" stopColor="#ffffff" />
              <stop offset="1" stopColor="#cfd6df" />
            </radialGradient>
          </defs>
          <rect width="360" height="250" fill="url(#football-pitch)" />
          {[0, 1, 2, 3, 4].map((stripe) => (
            <rect key={stripe} y={170 + stripe * 16} width="360" height="8" fill="rgb(255 255 255 / 4%)" />
          ))}
          <rect x="40" y="40" width="280" height="120" fill="#0d2f1b" />
          <rect x="40" y="40" width="280" height="120" fill="url(#football-net)" />
          {flying
            ? Array.from({ length: FOOTBALL_ZONES }, (_, zone) => (
                <rect
                  key={`reach-${zone}`}
                  className={flying.keeperZones.includes(zone) ? styles.reach : styles.open}
                  x={40 + zone * 56}
                  y="40"
                  width="56"
                  height="120"
                />
              ))
            : null}
          <path
            d="M36 162 V36 H324 V162"
            fill="none"
            stroke="#f4f7fb"
            strokeWidth="6"
            strokeLinejoin="round"
          />
          <path d="M0 162 H360" stroke="rgb(255 255 255 / 55%)" strokeWidth="2" />
          <path d="M110 162 V196 H250 V162" fill="none" stroke="rgb(255 255 255 / 35%)" strokeWidth="2" />
          <ellipse cx={SPOT.x} cy={SPOT.y + 10} rx="4" ry="2" fill="rgb(255 255 255 / 70%)" />
          <g
            className={styles.keeper}
            style={{ transform: diveTransform(keeperZone) }}
            data-testid="football-keeper"
            data-zone={keeperZone ?? ''}
          >
            <ellipse cx={KEEPER.x} cy={KEEPER.y + 44} rx="20" ry="4" fill="rgb(0 0 0 / 25%)" />
            <rect x={KEEPER.x - 9} y={KEEPER.y + 18} width="7" height="24" rx="3" fill="#1b2433" />
            <rect x={KEEPER.x + 2} y={KEEPER.y + 18} width="7" height="24" rx="3" fill="#1b2433" />
            <rect x={KEEPER.x - 14} y={KEEPER.y - 10} width="28" height="32" rx="9" fill="#f5c242" />
            <path
              d={`M${KEEPER.x - 13} ${KEEPER.y - 4} L${KEEPER.x - 34} ${KEEPER.y - 24} M${KEEPER.x + 13} ${KEEPER.y - 4} L${KEEPER.x + 34} ${KEEPER.y - 24}`}
              stroke="#f5c242"
              strokeWidth="7"
              strokeLinecap="round"
            />
            <circle cx={KEEPER.x - 36} cy={KEEPER.y - 27} r="6" fill="#ffffff" />
            <circle cx={KEEPER.x + 36} cy={KEEPER.y - 27} r="6" fill="#ffffff" />
            <circle cx={KEEPER.x} cy={KEEPER.y - 20} r="10" fill="#e8b48f" />
            <path d={`M${KEEPER.x - 10} ${KEEPER.y - 23} a10 10 0 0 1 20 0 z`} fill="#3b2a20" />
          </g>
          {flying ? (
            <g
              key={`kick-${kickCount}`}
              className={flying.goal ? styles.ballGoal : styles.ballSaved}
              style={
                {
                  '--tx': `${(ZONE_TARGETS[flying.zone]?.x ?? SPOT.x) - SPOT.x}px`,
                  '--ty': `${(ZONE_TARGETS[flying.zone]?.y ?? SPOT.y) - SPOT.y}px`,
                } as CSSProperties
              }
              data-testid="football-ball"
              data-zone={flying.zone}
            >
              <Ball />
            </g>
          ) : (
            <g className={styles.ballReady} data-testid="football-ball">
              <Ball />
            </g>
          )}
        </svg>
        <div className={styles.zones} role="group" aria-label={t('FOOTBALL_ZONES_LABEL')}>
          {Array.from({ length: FOOTBALL_ZONES }, (_, zone) => (
            <button
              key={zone}
              type="button"
              className={styles.zone}
              disabled={!canKick}
              onClick={() => onMove(zone)}
              aria-label={t('FOOTBALL_SHOOT_ZONE', { zone: zone + 1 })}
              data-testid={`football-zone-${zone}`}
            >
              <span className={styles.zoneKey} aria-hidden="true">
                {zone + 1}
              </span>
            </button>
          ))}
        </div>
        {flying ? (
          <p
            key={`banner-${kickCount}`}
            className={`${styles.banner} ${flying.goal ? styles.bannerGoal : styles.bannerSaved}`}
            role="status"
            data-testid="football-banner"
          >
            {flying.goal ? t('FOOTBALL_GOAL') : t('FOOTBALL_SAVED')}
          </p>
        ) : null}
      </div>

      <div className={styles.footer}>
        <p className={styles.prompt} data-testid="football-prompt">
          {open
            ? t('FOOTBALL_PICK_ZONE', { covered })
            : bet?.gameId === 'football'
              ? t('FOOTBALL_GOALS_SCORED', { goals, kicks: FOOTBALL_KICKS })
              : t('FOOTBALL_PLACE_BET')}
        </p>
        <ol className={styles.ladder} aria-label={t('FOOTBALL_LADDER_LABEL')}>
          {multipliers.map((multiplier, index) => {
            const kick = view.kicks[index];
            const state = kick
              ? kick.goal
                ? 'goal'
                : 'saved'
              : index === kickCount && open
                ? 'next'
                : 'idle';
            return (
              <li
                key={index}
                className={`${styles.step} ${styles[state]}`}
                data-testid={`football-kick-${index}`}
                data-state={state}
              >
                <span className={styles.stepMark} aria-hidden="true">
                  {state === 'goal' ? '✓' : state === 'saved' ? '✕' : index + 1}
                </span>
                <span className={styles.stepValue}>×{numbers.multiplier(multiplier)}</span>
                <span className={styles.visuallyHidden}>
                  {t(
                    state === 'goal'
                      ? 'FOOTBALL_KICK_GOAL'
                      : state === 'saved'
                        ? 'FOOTBALL_KICK_SAVED'
                        : 'FOOTBALL_KICK_PENDING',
                    { kick: index + 1 },
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function nearestZone(zones: readonly number[], to: number): number | undefined {
  return [...zones].sort((a, b) => Math.abs(a - to) - Math.abs(b - to))[0];
}

function Ball() {
  return (
    <>
      <circle cx={SPOT.x} cy={SPOT.y} r="10" fill="url(#football-ball)" stroke="#1b2433" strokeWidth="1" />
      <path d={`M${SPOT.x} ${SPOT.y - 4} l4 3 -1.5 4.5 h-5 l-1.5 -4.5 z`} fill="#1b2433" />
    </>
  );
}
