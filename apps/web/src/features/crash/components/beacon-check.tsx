import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BeaconCheck } from '../../../lib/beacon/check-beacon';
import styles from './crash.module.css';

/** The props of BeaconCheckFacts. */
export interface BeaconCheckFactsProps {
  /** The chain's announced beacon round, the round's signature and the chain's salt, as published. */
  round: number;
  signature: string;
  salt: string;
}

type CheckState =
  { status: 'idle' } | { status: 'checking' } | { status: 'done'; check: BeaconCheck } | { status: 'failed' };

/**
 * A salted chain's beacon check, computed in the browser on demand (the pairing code loads then): the
 * round's BLS signature holds under the beacon's public key (GET /api/fairness/beacon), and the salt is
 * SHA-256 of that signature, i.e. the round's randomness. As <dt>/<dd>, for the chain's <dl>.
 */
export function BeaconCheckFacts({ round, signature, salt }: BeaconCheckFactsProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const run = async () => {
    setState({ status: 'checking' });
    try {
      // Imported on demand, as the lottery's verifier does: kept out of the pages' static chunks.
      const [{ getBeaconInfo }, { checkBeaconRound }] = await Promise.all([
        import('../../../lib/beacon/get-beacon'),
        import('../../../lib/beacon/check-beacon'),
      ]);
      const info = await getBeaconInfo();
      setState({ status: 'done', check: await checkBeaconRound(info, { round, signature }, salt) });
    } catch {
      setState({ status: 'failed' });
    }
  };
  return (
    <>
      <dt>{t('CRASH_CHAIN_BEACON_CHECK')}</dt>
      <dd data-testid="crash-chain-beacon-check">
        {state.status === 'done' ? (
          <CheckResult check={state.check} />
        ) : (
          <>
            <button
              type="button"
              className={styles.smallAction}
              disabled={state.status === 'checking'}
              onClick={() => void run()}
              data-testid="crash-chain-beacon-check-run"
            >
              {t(
                state.status === 'checking' ? 'CRASH_CHAIN_BEACON_CHECKING' : 'CRASH_CHAIN_BEACON_CHECK_RUN',
              )}
            </button>
            {state.status === 'failed' ? (
              <span className={styles.bad} role="alert">
                {' '}
                {t('CRASH_CHAIN_BEACON_CHECK_FAILED')}
              </span>
            ) : null}
          </>
        )}
      </dd>
    </>
  );
}

/** The two checks, each ✓ or ✗, the chain they were made against, and the sandbox's label. */
function CheckResult({ check }: { check: BeaconCheck }) {
  const { t } = useTranslation();
  const line = (ok: boolean, key: string, testId: string) => (
    <span className={ok ? styles.good : styles.bad} data-testid={testId} data-ok={ok}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {t(key, { round: check.round })}
    </span>
  );
  return (
    <>
      {line(
        check.signatureValid,
        check.signatureValid ? 'CRASH_CHAIN_BEACON_SIGNATURE_OK' : 'CRASH_CHAIN_BEACON_SIGNATURE_BAD',
        'crash-chain-beacon-signature',
      )}
      <br />
      {line(
        check.randomnessMatches,
        check.randomnessMatches ? 'CRASH_CHAIN_BEACON_SALT_OK' : 'CRASH_CHAIN_BEACON_SALT_BAD',
        'crash-chain-beacon-salt',
      )}
      <br />
      <span className={styles.hash}>{t('CRASH_CHAIN_BEACON_CHAIN', { chainHash: check.chainHash })}</span>
      {check.sandbox ? (
        <span className={styles.bad} data-testid="crash-chain-beacon-sandbox">
          {' '}
          {t('FAIRNESS_BEACON_SANDBOX')}
        </span>
      ) : null}
    </>
  );
}
