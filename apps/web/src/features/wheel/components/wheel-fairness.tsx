import type { WheelInfo, WheelSpin } from '@casino/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { wheelProof } from '../../../lib/offline-proof/offline-proof';
import { ProofDownload } from '../../../lib/offline-proof/proof-download';
import { checkSpin } from '../utils/verify-spin';
import styles from './wheel.module.css';

/** A spin that has settled on the wheel, with what was shown before it. */
export interface SettledSpin {
  /** The server's answer, seed revealed. */
  spin: WheelSpin;
  /** The hash shown before the spin. */
  committedHash: string;
  /** The weights published before the spin. */
  weights: number[];
}

/** The reason a check failed, in the order they are told. */
function failureKey(check: ReturnType<typeof checkSpin>): string {
  if (!check.hashMatches) return 'WHEEL_CHECK_HASH_MISMATCH';
  if (!check.weightsMatch) return 'WHEEL_CHECK_WEIGHTS_MISMATCH';
  return 'WHEEL_CHECK_SEGMENT_MISMATCH';
}

/** The last spin checked here: the revealed seed, its hash against the commitment, and the segment. */
function SpinVerification({ settled }: { /** The spin to check. */ settled: SettledSpin }) {
  const { t } = useTranslation();
  const { spin, committedHash, weights } = settled;
  const check = useMemo(() => checkSpin(spin, committedHash, weights), [spin, committedHash, weights]);
  return (
    <div className={styles.verification} data-testid="wheel-verification">
      <h3 className={styles.subTitle}>{t('WHEEL_CHECK_TITLE')}</h3>
      <dl className={styles.seedList}>
        <div>
          <dt>{t('WHEEL_REVEALED_SEED')}</dt>
          <dd>
            <code data-testid="wheel-revealed-seed">{spin.serverSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('WHEEL_REVEALED_HASH')}</dt>
          <dd>
            <code data-testid="wheel-revealed-hash">{check.revealedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('WHEEL_COMMITTED_BEFORE')}</dt>
          <dd>
            <code>{committedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('WHEEL_CLIENT_SEED')}</dt>
          <dd>
            <code>{spin.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('WHEEL_NONCE')}</dt>
          <dd>
            <code>{spin.nonce}</code>
          </dd>
        </div>
        <div>
          <dt>{t('WHEEL_WEIGHTS')}</dt>
          <dd>
            <code>{spin.weights.join(', ')}</code>
          </dd>
        </div>
      </dl>
      {check.verified ? (
        <p className={styles.verified} data-testid="wheel-verified">
          {t('WHEEL_VERIFIED', { segment: spin.segment + 1 })}
        </p>
      ) : (
        <p className={styles.verifyFailed} role="alert" data-testid="wheel-verify-failed">
          {t(failureKey(check), {
            segment: spin.segment + 1,
            computed: check.segment === null ? '—' : check.segment + 1,
          })}
        </p>
      )}
      <ProofDownload proof={() => wheelProof(spin, weights)} />
    </div>
  );
}

/** What WheelFairness shows and edits. */
export interface WheelFairnessProps {
  /** The wheel, with the commitment of the next spin. */
  info: WheelInfo;
  /** The client seed the next spin will use. */
  clientSeed: string;
  /** Called with the client seed as the player types it. */
  onClientSeedChange: (clientSeed: string) => void;
  /** Whether the client seed is one the server accepts. */
  seedValid: boolean;
  /** The last spin, once it settled. */
  settled: SettledSpin | null;
}

/**
 * Provable fairness: the SHA-256 of the next spin's server seed, shown before the spin; the player's client
 * seed (editable) and the nonce; and after a spin, its check computed in this browser.
 */
export function WheelFairness({
  info,
  clientSeed,
  onClientSeedChange,
  seedValid,
  settled,
}: WheelFairnessProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={`${styles.card} ${styles.fairness}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('WHEEL_FAIR_TITLE')}
      </h2>
      <p className={styles.muted}>{t('WHEEL_FAIR_INTRO')}</p>
      <div className={styles.commitment}>
        <p className={styles.fieldLabel}>{t('WHEEL_NEXT_HASH')}</p>
        <code className={styles.hash} data-testid="wheel-seed-hash">
          {info.nextServerSeedHash}
        </code>
      </div>
      <div className={styles.seedRow}>
        <TextField
          label={t('WHEEL_CLIENT_SEED')}
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onClientSeedChange(event.currentTarget.value)}
          hint={t('WHEEL_CLIENT_SEED_HINT')}
          error={seedValid ? undefined : t('WHEEL_CLIENT_SEED_INVALID')}
          data-testid="wheel-client-seed"
        />
        <p className={styles.nonce}>
          <span className={styles.fieldLabel}>{t('WHEEL_NONCE')}</span> <code>{info.nonce}</code>
        </p>
      </div>
      {settled ? <SpinVerification settled={settled} /> : null}
    </section>
  );
}
