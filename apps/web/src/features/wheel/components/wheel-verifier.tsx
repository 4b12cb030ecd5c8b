import { commitServerSeed } from '@casino/game-math';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { parseWeights, recomputeSegment } from '../utils/verify-spin';
import styles from './wheel.module.css';

/** What the verifier computed: the seed's hash and the segment, or why it could not. */
type Outcome = { hash: string; segment: number } | { error: string };

/**
 * A verifier for any past spin: the player pastes the revealed server seed, the client seed, the nonce and
 * the weights, and this browser computes the seed's SHA-256 and the segment with the server's own code.
 */
export function WheelVerifier({
  weights,
}: {
  /** The published weights, filled in to start with. */ weights: number[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [weightsText, setWeightsText] = useState(() => weights.join(', '));
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function verify(event: FormEvent) {
    event.preventDefault();
    const parsedWeights = parseWeights(weightsText);
    const parsedNonce = /^\d{1,9}$/.test(nonce.trim()) ? Number(nonce.trim()) : null;
    if (!serverSeed.trim() || !clientSeed.trim() || parsedNonce === null) {
      setOutcome({ error: 'WHEEL_VERIFIER_INCOMPLETE' });
      return;
    }
    const segment = parsedWeights
      ? recomputeSegment(
          { serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: parsedNonce },
          parsedWeights,
        )
      : null;
    if (segment === null) {
      setOutcome({ error: 'WHEEL_VERIFIER_BAD_WEIGHTS' });
      return;
    }
    setOutcome({ hash: commitServerSeed(serverSeed.trim()), segment });
  }

  return (
    <section className={`${styles.card} ${styles.verifier}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('WHEEL_VERIFIER_TITLE')}
      </h2>
      <p className={styles.muted}>{t('WHEEL_VERIFIER_INTRO')}</p>
      <p className={styles.noChoice}>{t('WHEEL_NO_CODE_PATH')}</p>
      <form className={styles.verifierForm} onSubmit={verify} noValidate>
        <TextField
          label={t('WHEEL_REVEALED_SEED')}
          value={serverSeed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setServerSeed(event.currentTarget.value)}
        />
        <TextField
          label={t('WHEEL_CLIENT_SEED')}
          value={clientSeed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setClientSeed(event.currentTarget.value)}
        />
        <TextField
          label={t('WHEEL_NONCE')}
          value={nonce}
          inputMode="numeric"
          onChange={(event) => setNonce(event.currentTarget.value)}
        />
        <TextField
          label={t('WHEEL_WEIGHTS')}
          value={weightsText}
          hint={t('WHEEL_WEIGHTS_HINT')}
          onChange={(event) => setWeightsText(event.currentTarget.value)}
        />
        <Button type="submit" data-testid="wheel-verifier-check">
          {t('WHEEL_VERIFIER_CHECK')}
        </Button>
      </form>
      <div role="status" className={styles.outcome}>
        {outcome ? (
          'error' in outcome ? (
            <p className={styles.error}>{t(outcome.error)}</p>
          ) : (
            <div className={styles.verifierResult} data-testid="wheel-verifier-result">
              <p>
                {t('WHEEL_VERIFIER_HASH')} <code>{outcome.hash}</code>
              </p>
              <p className={styles.verifierSegment}>
                {t('WHEEL_VERIFIER_SEGMENT', { segment: outcome.segment + 1 })}
              </p>
            </div>
          )
        ) : null}
      </div>
    </section>
  );
}
