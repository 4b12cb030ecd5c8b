import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { ApiStatusError } from '../../../../lib/api/api-error';
import { translateServerMessage } from '../../../../lib/i18n/server-message';
import type { FairnessSeeds } from '../api/get-fairness-seeds';
import { rotateFairnessSeeds, type RotatedSeeds } from '../api/rotate-fairness-seeds';
import styles from './fairness.module.css';

/** The props of SeedsPanel. */
export interface SeedsPanelProps {
  /** The active pair; undefined while it loads. */
  seeds: FairnessSeeds | undefined;
  /** Called with the pair a rotation revealed. */
  onRotated: (rotated: RotatedSeeds) => void;
}

/**
 * The active seed pair: the committed hash, the nonce, the hash of the next server seed (committed before
 * the player chooses the client seed a rotation pairs it with), the editable client seed, and the rotation.
 */
export function SeedsPanel({ seeds, onRotated }: SeedsPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: (seed: string | undefined) => rotateFairnessSeeds(seed),
    onSuccess: (rotated) => {
      setClientSeed(null);
      queryClient.setQueryData(['fairness', 'seeds'], rotated.active);
      void queryClient.invalidateQueries({ queryKey: ['fairness'] });
      onRotated(rotated);
    },
  });
  const shownSeed = clientSeed ?? seeds?.clientSeed ?? '';
  const error = rotate.error
    ? rotate.error instanceof ApiStatusError
      ? translateServerMessage(rotate.error.status, rotate.error.message, rotate.error.extra)
      : t('FAIRNESS_ROTATE_FAILED')
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seed = shownSeed.trim();
    rotate.mutate(seed === '' ? undefined : seed);
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="fairness-seeds">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('FAIRNESS_ACTIVE_TITLE')}
      </h2>
      <dl className={styles.pairs}>
        <div>
          <dt>{t('FAIRNESS_SERVER_SEED_HASH')}</dt>
          <dd className={styles.mono} data-testid="fairness-active-hash">
            {seeds?.serverSeedHash ?? '…'}
          </dd>
        </div>
        <div>
          <dt>{t('FAIRNESS_NONCE')}</dt>
          <dd data-testid="fairness-active-nonce">{seeds?.nonce ?? '…'}</dd>
        </div>
        <div>
          <dt>{t('FAIRNESS_NEXT_SERVER_SEED_HASH')}</dt>
          <dd className={styles.mono} data-testid="fairness-next-hash">
            {seeds?.nextServerSeedHash ?? '…'}
          </dd>
        </div>
      </dl>
      <form className={styles.rotate} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-client`}>{t('FAIRNESS_CLIENT_SEED')}</label>
          <input
            id={`${id}-client`}
            className={styles.mono}
            value={shownSeed}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            data-testid="fairness-client-seed"
          />
          <p id={`${id}-hint`} className={styles.muted}>
            {t('FAIRNESS_CLIENT_SEED_HINT')}
          </p>
        </div>
        <Button type="submit" disabled={!seeds || rotate.isPending} data-testid="fairness-rotate">
          {t('FAIRNESS_ROTATE')}
        </Button>
      </form>
      {error ? (
        <p className={styles.bad} role="alert" data-testid="fairness-rotate-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
