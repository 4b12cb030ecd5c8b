import type { LotteryTermProof } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { refusalText } from '../../../lib/api/refusal-text';
import { getLotteryTerm } from '../api/get-lottery-term';
import { checkTerm, type TermCheck } from '../utils/verify-term';
import { OutcomeView } from './outcome-view';
import styles from './lottery.module.css';

/** The inputs of VerifyPanel. */
export interface VerifyPanelProps {
  /** A term picked elsewhere (a result's Verify), checked at once. */
  initialTermId?: number | undefined;
}

/**
 * Verifies any drawn term in the browser: the revealed seed hashes to the hash published before the term,
 * the published bets give the digest the draw used, and the seed, digest and period number give the result.
 */
export function VerifyPanel({ initialTermId }: VerifyPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [text, setText] = useState(initialTermId === undefined ? '' : String(initialTermId));
  const [target, setTarget] = useState<number | null>(initialTermId ?? null);
  const proof = useQuery({
    queryKey: ['lottery-term', target],
    queryFn: () => getLotteryTerm(target ?? 0),
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
          <VerifyResult proof={proof.data} check={checkTerm(proof.data)} />
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

/** One term's checks, each with ✓ or ✗ and the value computed here. */
function VerifyResult({ proof, check }: VerifyResultProps) {
  const { t } = useTranslation();
  const { term } = proof;
  if (!check) return <p className={styles.muted}>{t('LOTTERY_VERIFY_NOT_DRAWN', { label: term.label })}</p>;
  const rows = [
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
  ];
  return (
    <div className={styles.verifyResult}>
      <p className={styles.verifyHead}>
        {t('LOTTERY_VERIFY_OF', { label: term.label, count: proof.bets.length })}{' '}
        <OutcomeView gameId={term.gameId} outcome={term.outcome ?? []} small />
      </p>
      <ul className={styles.checks}>
        {rows.map((row) => (
          <li key={row.key} className={row.ok ? styles.checkOk : styles.checkBad}>
            <span>
              <span aria-hidden="true">{row.ok ? '✓' : '✗'}</span> {t(row.key)}{' '}
              <span className={styles.visuallyHidden}>
                {t(row.ok ? 'LOTTERY_CHECK_PASSED' : 'LOTTERY_CHECK_FAILED')}
              </span>
            </span>
            <code className={styles.hash} title={row.computed}>
              {row.computed}
            </code>
            {row.ok ? null : (
              <code className={styles.hash} title={row.shown}>
                {t('LOTTERY_CHECK_PUBLISHED', { value: row.shown })}
              </code>
            )}
          </li>
        ))}
      </ul>
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
    </div>
  );
}
