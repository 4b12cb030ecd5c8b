import type { WheelInfo, WheelSpin } from '@casino/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { useMoney } from '../../../lib/money/use-money';
import { useWheelSpin } from '../hooks/use-wheel';
import { landingRotation } from '../utils/wheel-geometry';
import { WheelBoard } from './wheel-board';
import { WheelFairness, type SettledSpin } from './wheel-fairness';
import { WheelInvites } from './wheel-invites';
import { WheelOdds } from './wheel-odds';
import { WheelVerifier } from './wheel-verifier';
import styles from './wheel.module.css';

/** How long the wheel turns before it settles (within the 3 s a spin may take). */
const SPIN_MS = 2_800;

/** The client seed the server accepts (wheelSpinRequestSchema). */
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** True when the player asked for less motion, or the browser cannot say (no animation then). */
function prefersReducedMotion(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What each destination of a prize is called in the result. */
const PAID_INTO: Record<WheelInfo['paysTo'], string> = {
  task_bonus: 'WHEEL_PAID_TASK_BONUS',
  register_bonus: 'WHEEL_PAID_REGISTER_BONUS',
  cash: 'WHEEL_PAID_CASH',
};

/** What SpinResult shows. */
interface SpinResultProps {
  /** The settled spin. */
  spin: WheelSpin;
  /** Where a prize is paid (the wheel's destination). */
  paysTo: WheelInfo['paysTo'];
}

/** The outcome under the wheel: the prize and where it was paid, or "try again". */
function SpinResult({ spin, paysTo }: SpinResultProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.result} data-won={spin.amount > 0} data-testid="wheel-result">
      {spin.amount > 0 ? (
        <>
          <p className={styles.resultTitle}>{t('WHEEL_WON', { amount: money.format(spin.amount) })}</p>
          <p className={styles.muted}>{t(PAID_INTO[paysTo])}</p>
        </>
      ) : (
        <p className={styles.resultTitle}>{t('WHEEL_NO_PRIZE')}</p>
      )}
    </div>
  );
}

/**
 * The wheel for a player: spins available and the spin, the way to earn spins, the published odds, the
 * commitment of the next spin with the client seed, the check of the last spin, and a verifier. A spin
 * turns the wheel to the segment the server drew (≤ 3 s, none with reduced motion), then shows the result
 * and its verification.
 */
export function WheelGame({ info }: { /** The wheel as read from the server. */ info: WheelInfo }) {
  const { t } = useTranslation();
  const stageId = useId();
  const money = useMoney();
  const spin = useWheelSpin();
  const [clientSeed, setClientSeed] = useState(info.clientSeed);
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [turning, setTurning] = useState(false);
  const [settled, setSettled] = useState<SettledSpin | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const seedValid = CLIENT_SEED.test(clientSeed);
  const busy = turning || spin.isPending;
  const canSpin = info.spinsAvailable > 0 && seedValid && !busy;

  async function onSpin() {
    // The commitment and the weights as shown now: the check compares the revealed spin with these.
    const committedHash = info.nextServerSeedHash;
    const weights = info.segments.map((segment) => segment.weight);
    setSettled(null);
    let result: WheelSpin;
    try {
      result = await spin.mutateAsync(clientSeed);
    } catch {
      return;
    }
    const duration = prefersReducedMotion() ? 0 : SPIN_MS;
    setDurationMs(duration);
    setRotation((from) => landingRotation(from, result.segment, info.segments.length));
    setTurning(true);
    timer.current = window.setTimeout(() => {
      setTurning(false);
      setSettled({ spin: result, committedHash, weights });
    }, duration);
  }

  const boardSegments = info.segments.map((segment) => ({
    label: segment.amount > 0 ? money.format(segment.amount) : t('WHEEL_TRY_AGAIN'),
    empty: segment.amount <= 0,
  }));

  return (
    <div className={styles.layout}>
      <section className={`${styles.card} ${styles.stage}`} aria-labelledby={stageId}>
        <div className={styles.stageHead}>
          <h2 id={stageId} className={styles.cardTitle}>
            {t('WHEEL_SPIN_TITLE')}
          </h2>
          <p className={styles.spins}>
            <span className={styles.spinsLabel}>{t('WHEEL_SPINS')}</span>{' '}
            <strong className={styles.spinsCount} data-testid="wheel-spins">
              {info.spinsAvailable}
            </strong>
          </p>
        </div>
        <div className={styles.boardWrap}>
          <WheelBoard
            segments={boardSegments}
            rotation={rotation}
            durationMs={durationMs}
            landed={settled ? settled.spin.segment : null}
          />
        </div>
        <p className={styles.note}>{t('WHEEL_EQUAL_SEGMENTS')}</p>
        <Button
          block
          className={styles.spinButton}
          disabled={!canSpin}
          onClick={() => void onSpin()}
          data-testid="wheel-spin"
        >
          {busy ? t('WHEEL_SPINNING') : t('WHEEL_SPIN')}
        </Button>
        {info.spinsAvailable === 0 && !settled ? (
          <p className={styles.muted}>{t('WHEEL_NO_SPINS_HINT')}</p>
        ) : null}
        <div role="status" className={styles.outcome}>
          {settled ? <SpinResult spin={settled.spin} paysTo={info.paysTo} /> : null}
        </div>
        {spin.error ? (
          <p role="alert" className={styles.error} data-testid="wheel-error">
            {refusalText(spin.error)}
          </p>
        ) : null}
      </section>
      <WheelInvites info={info} />
      <WheelOdds info={info} />
      <WheelFairness
        info={info}
        clientSeed={clientSeed}
        onClientSeedChange={setClientSeed}
        seedValid={seedValid}
        settled={settled}
      />
      <WheelVerifier weights={info.segments.map((segment) => segment.weight)} />
    </div>
  );
}
