import type { CrashChainView, CrashGameId } from '@casino/contracts';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { getCrashRound, type RevealedRound } from '../api/get-crash-round';
import { UnknownSchemeError, verifyRound, type RoundVerdict } from '../utils/verify-round';
import { ChainFacts } from './chain-facts';
import styles from './crash.module.css';
import { formatMultiplier } from '../../../lib/i18n/format-number';
import { crashProof } from '../../../lib/offline-proof/offline-proof';
import { ProofDownload } from '../../../lib/offline-proof/proof-download';
import { activeLanguage } from '../../../lib/i18n/i18n';

/** The verifier's inputs. */
export interface VerifyPanelProps {
  gameId: CrashGameId;
  /** Receives the verifier's start, so a round picked elsewhere (a history chip) is checked at once. */
  runnerRef?: MutableRefObject<((id: number) => void) | null>;
  /** The game's RTP in basis points, the crash formula's house share. */
  rtpBasisPoints: number;
  /** The chain rounds are dealt from now, shown before any round is picked; null before the first. */
  currentChain: CrashChainView | null;
}

/** How far the verifier walks the chain before it gives up. */
export const VERIFY_MAX_STEPS = 100_000;

type Check =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'hashing'; round: RevealedRound; steps: number }
  | { phase: 'done'; round: RevealedRound; verdict: RoundVerdict }
  | { phase: 'failed'; messageKey: string };

/**
 * Provably fair check of a past round, in this browser: recomputes its crash point from the revealed hash
 * and the chain's salt, and hashes forward until the published terminating hash (in slices, so the page
 * stays responsive).
 */
export function VerifyPanel({ gameId, runnerRef, rtpBasisPoints, currentChain }: VerifyPanelProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [idText, setIdText] = useState('');
  const [check, setCheck] = useState<Check>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const run = async (id: number) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setCheck({ phase: 'loading' });
    let round: RevealedRound;
    try {
      round = await getCrashRound(gameId, id);
    } catch {
      if (!controller.signal.aborted) setCheck({ phase: 'failed', messageKey: 'CRASH_VERIFY_NOT_FOUND' });
      return;
    }
    if (!round.hash || !round.chain?.salt || round.status !== 'CRASHED') {
      setCheck({ phase: 'failed', messageKey: 'CRASH_VERIFY_NOT_YET' });
      return;
    }
    const { hash, chain } = round;
    const salt = round.chain.salt;
    setCheck({ phase: 'hashing', round, steps: 0 });
    try {
      const verdict = await verifyRound({
        hash,
        salt,
        scheme: chain.scheme,
        terminatingHash: chain.terminatingHash,
        rtpBasisPoints,
        maxSteps: VERIFY_MAX_STEPS,
        signal: controller.signal,
        onProgress: (steps) => setCheck({ phase: 'hashing', round, steps }),
      });
      setCheck({ phase: 'done', round, verdict });
    } catch (error) {
      if (error instanceof UnknownSchemeError) {
        setCheck({ phase: 'failed', messageKey: 'CRASH_VERIFY_UNKNOWN_SCHEME' });
      }
      // Otherwise another round was picked: its check replaces this one.
    }
  };

  useEffect(() => {
    if (!runnerRef) return undefined;
    runnerRef.current = (id) => {
      setIdText(String(id));
      void run(id);
    };
    return () => {
      runnerRef.current = null;
    };
  });
  useEffect(() => () => abort.current?.abort(), []);

  const id = Number(idText);
  const valid = Number.isInteger(id) && id > 0;

  return (
    <section className={styles.verify} aria-labelledby={`${inputId}-title`} data-testid="crash-verify">
      <h2 id={`${inputId}-title`} className={styles.sectionTitle}>
        {t('CRASH_VERIFY_TITLE')}
      </h2>
      <p className={styles.muted}>{t('CRASH_VERIFY_HOW')}</p>
      <form
        className={styles.verifyForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void run(id);
        }}
      >
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {t('CRASH_VERIFY_ROUND')}
        </label>
        <input
          id={inputId}
          className={styles.verifyInput}
          inputMode="numeric"
          value={idText}
          onChange={(event) => setIdText(event.target.value.replace(/\D/g, ''))}
          data-testid="crash-verify-id"
        />
        <button type="submit" className={styles.smallAction} disabled={!valid}>
          {t('CRASH_VERIFY_RUN')}
        </button>
      </form>
      <VerifyResult check={check} rtpBasisPoints={rtpBasisPoints} />
      {check.phase === 'idle' && currentChain ? (
        <>
          <h3 className={styles.sectionTitle}>{t('CRASH_CHAIN_CURRENT')}</h3>
          <dl className={styles.verifyFacts} data-testid="crash-current-chain">
            <ChainFacts chain={currentChain} />
          </dl>
        </>
      ) : null}
    </section>
  );
}

/** A proof file of a checked round: the chain's beacon is fetched once, when the player asks for the file. */
async function roundProof(round: RevealedRound, rtpBasisPoints: number) {
  const { getBeaconInfo } = await import('../../../lib/beacon/get-beacon');
  return crashProof(round, rtpBasisPoints, round.chain?.beaconRound ? await getBeaconInfo() : null);
}

function VerifyResult({ check, rtpBasisPoints }: { check: Check; rtpBasisPoints: number }) {
  const { t } = useTranslation();
  if (check.phase === 'idle') return null;
  if (check.phase === 'loading') return <p className={styles.muted}>{t('CRASH_VERIFY_LOADING')}</p>;
  if (check.phase === 'failed') return <p className={styles.fieldError}>{t(check.messageKey)}</p>;
  const { round } = check;
  return (
    <dl className={styles.verifyFacts} data-testid="crash-verify-result">
      <dt>{t('CRASH_VERIFY_HASH')}</dt>
      <dd className={styles.hash}>{round.hash}</dd>
      {round.chain ? <ChainFacts chain={round.chain} /> : null}
      <dt>{t('CRASH_VERIFY_POINT')}</dt>
      <dd data-testid="crash-verify-point">
        {check.phase === 'done'
          ? verdictPoint(t, check.verdict.crashPoint, round.crashPoint ?? 0)
          : t('CRASH_VERIFY_HASHING', { steps: check.steps })}
      </dd>
      <dt>{t('CRASH_VERIFY_CHAIN')}</dt>
      <dd data-testid="crash-verify-chain">
        {check.phase !== 'done' ? (
          t('CRASH_VERIFY_HASHING', { steps: check.steps })
        ) : check.verdict.steps === null ? (
          <span className={styles.bad}>{t('CRASH_VERIFY_CHAIN_BAD', { max: VERIFY_MAX_STEPS })}</span>
        ) : (
          <span className={styles.good}>{t('CRASH_VERIFY_CHAIN_OK', { steps: check.verdict.steps })}</span>
        )}
      </dd>
      {check.phase === 'done' ? (
        <dd>
          <ProofDownload proof={() => roundProof(round, rtpBasisPoints)} />
        </dd>
      ) : null}
    </dl>
  );
}

function verdictPoint(
  t: (key: string, values?: Record<string, string>) => string,
  computed: number,
  told: number,
) {
  const values = {
    computed: formatMultiplier(computed, activeLanguage()),
    told: formatMultiplier(told, activeLanguage()),
  };
  return computed === told ? (
    <span className={styles.good}>{t('CRASH_VERIFY_POINT_OK', values)}</span>
  ) : (
    <span className={styles.bad}>{t('CRASH_VERIFY_POINT_BAD', values)}</span>
  );
}
