import type { LotteryTermProof } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { getLotteryTerm } from '../api/get-lottery-term';
import { termProofFile, verifyTerm, type TermBeacon, type TermCheck } from '../utils/verify-term';
import { ProofDownload } from '../../../lib/offline-proof/proof-download';
import { OutcomeView } from './outcome-view';
import styles from './lottery.module.css';

/** The inputs of VerifyPanel. */
export interface VerifyPanelProps {
  /** A term picked elsewhere (a result's Verify), checked at once. */
  initialTermId?: number | undefined;
}

/**
 * Verifies any drawn term in the browser: the revealed seed hashes to the hash published before the term,
 * the published bets give the digest the draw used, the beacon round's BLS signature holds under the
 * beacon's public key and its randomness is the one the draw used, and the seed, digest, randomness and
 * period number give the result.
 */
export function VerifyPanel({ initialTermId }: VerifyPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [text, setText] = useState(initialTermId === undefined ? '' : String(initialTermId));
  const [target, setTarget] = useState<number | null>(initialTermId ?? null);
  const proof = useQuery({
    queryKey: ['lottery-term', target],
    queryFn: async () => {
      const term = await getLotteryTerm(target ?? 0);
      // The beacon round is fetched and its signature checked here too, before the result shows.
      return { proof: term, check: await verifyTerm(term) };
    },
    enabled: target !== null,
    retry: false,
  });

  const termId = Number(text);
  const valid = Number.isSafeInteger(termId) && termId > 0;

  return (
    <div className={styles.verify}>
      <p className={styles.explain}>{t('LOTTERY_VERIFY_EXPLAIN')}</p>
      <form
        className={styles.verifyForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          // The same term again is read again: it may have been drawn since.
          if (termId === target) void proof.refetch();
          else setTarget(termId);
        }}
      >
        <label htmlFor={`${ids}-term`} className={styles.fieldLabel}>
          {t('LOTTERY_VERIFY_TERM')}
        </label>
        <input
          id={`${ids}-term`}
          className={styles.input}
          inputMode="numeric"
          value={text}
          onInput={(event) => setText(event.currentTarget.value.replace(/\D/g, ''))}
          data-testid="lottery-verify-term"
        />
        <button
          type="submit"
          className={styles.primary}
          disabled={!valid || proof.isFetching}
          data-testid="lottery-verify-run"
        >
          {t('LOTTERY_VERIFY_RUN')}
        </button>
      </form>
      <div aria-live="polite">
        {proof.isFetching ? <p className={styles.muted}>{t('LOTTERY_VERIFYING')}</p> : null}
        {proof.isError && !proof.isFetching ? (
          <p className={styles.error} role="alert">
            {refusalText(proof.error)}
          </p>
        ) : null}
        {proof.data && !proof.isFetching ? (
          <VerifyResult proof={proof.data.proof} check={proof.data.check} />
        ) : null}
      </div>
    </div>
  );
}

/** The inputs of VerifyResult. */
interface VerifyResultProps {
  proof: LotteryTermProof;
  /** Null while the term has not been drawn. */
  check: TermCheck | null;
}

/** One line of the checks: its text, ✓ or ✗, the value computed here and, failed, the value published. */
interface CheckRow {
  key: string;
  values?: Record<string, string | number>;
  ok: boolean;
  shown: string;
  computed: string;
}

/** The beacon's lines: the round's signature under the chain's key, and its randomness as the draw's. */
function beaconRows(beacon: TermBeacon | null, published: string | null, failure: string): CheckRow[] {
  if (beacon === null) return [];
  const values = { round: beacon.round ?? '' };
  if (beacon.status === 'unavailable')
    return [{ key: 'LOTTERY_CHECK_BEACON_UNAVAILABLE', values, ok: false, shown: '', computed: failure }];
  const { check } = beacon;
  return [
    {
      key: 'LOTTERY_CHECK_BEACON_SIGNATURE',
      values,
      ok: check.signatureValid,
      shown: '',
      computed: check.chainHash,
    },
    {
      key: 'LOTTERY_CHECK_BEACON_RANDOMNESS',
      values,
      ok: check.randomnessMatches,
      shown: published ?? '',
      computed: check.randomness ?? '',
    },
  ];
}

/** One term's checks, each with ✓ or ✗ and the value computed here. */
function VerifyResult({ proof, check }: VerifyResultProps) {
  const { t } = useTranslation();
  const { term } = proof;
  if (!check) return <p className={styles.muted}>{t('LOTTERY_VERIFY_NOT_DRAWN', { label: term.label })}</p>;
  const beacon = check.beacon;
  const failure = beacon?.status === 'unavailable' && beacon.error ? (refusalText(beacon.error) ?? '') : '';
  const rows: CheckRow[] = [
    { key: 'LOTTERY_CHECK_SEED', ok: check.seedMatches, shown: term.seedHash, computed: check.seedHash },
    {
      key: 'LOTTERY_CHECK_DIGEST',
      ok: check.digestMatches,
      shown: term.betsDigest ?? '',
      computed: check.betsDigest,
    },
    {
      key: 'LOTTERY_CHECK_OUTCOME',
      ok: check.outcomeMatches,
      shown: (term.outcome ?? []).join(' '),
      computed: check.outcome.join(' '),
    },
    ...beaconRows(beacon, term.beaconRandomness, failure),
  ];
  return (
    <div className={styles.verifyResult}>
      <p className={styles.verifyHead}>
        {t('LOTTERY_VERIFY_OF', { label: term.label, count: proof.bets.length })}{' '}
        <OutcomeView gameId={term.gameId} outcome={term.outcome ?? []} small />
      </p>
      <ul className={styles.checks}>
        {rows.map((row) => (
          <li
            key={row.key}
            className={row.ok ? styles.checkOk : styles.checkBad}
            data-testid={`lottery-check-${row.key}`}
          >
            <span>
              <span aria-hidden="true">{row.ok ? '✓' : '✗'}</span> {t(row.key, row.values)}{' '}
              <span className={styles.visuallyHidden}>
                {t(row.ok ? 'LOTTERY_CHECK_PASSED' : 'LOTTERY_CHECK_FAILED')}
              </span>
            </span>
            {row.computed ? (
              <code className={styles.hash} title={row.computed}>
                {row.computed}
              </code>
            ) : null}
            {row.ok || !row.shown ? null : (
              <code className={styles.hash} title={row.shown}>
                {t('LOTTERY_CHECK_PUBLISHED', { value: row.shown })}
              </code>
            )}
          </li>
        ))}
      </ul>
      {beacon?.status === 'checked' && beacon.check.sandbox ? (
        <p className={styles.muted}>
          <span className={styles.demoBadge} data-testid="lottery-verify-sandbox">
            {t('FAIRNESS_BEACON_SANDBOX')}
          </span>
        </p>
      ) : null}
      <p className={`${styles.muted} ${styles.hash}`}>
        {t('LOTTERY_SEED_REVEALED', { seed: term.seed ?? '' })}
      </p>
      {check.verified ? (
        <p className={styles.verified} data-testid="lottery-verify-ok">
          {t('LOTTERY_VERIFIED')}
        </p>
      ) : (
        <p className={styles.error}>{t('LOTTERY_NOT_VERIFIED')}</p>
      )}
      <ProofDownload proof={() => termProofFile(proof)} />
    </div>
  );
}
