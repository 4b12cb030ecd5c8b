import { useTranslation } from 'react-i18next';

import { OFFLINE_VERIFIER_FILE } from '@casino/contracts';
import { SINGLE_PLAYER_GAME_IDS } from '@casino/game-math';

import styles from './fairness.module.css';

/** Games whose outcomes Stake's published verifier reproduces byte for byte (game-math stake-vectors.test). */
const STAKE_COMPATIBLE = ['FAIRNESS_THIRD_PARTY_MINES', 'FAIRNESS_THIRD_PARTY_TOWER'] as const;

/** How each single-player game turns its floats into an outcome, in the order of the game list. */
const FLOAT_MAPPINGS = SINGLE_PLAYER_GAME_IDS.map((id) => `FAIRNESS_MAPPING_${id.toUpperCase()}`);

/**
 * Which verifiers published by others recompute our outcomes, and for every game the rule from floats to
 * outcome, so a player can check us without this site's code (DESIGN §4).
 */
export function ThirdPartyVerifiers() {
  const { t } = useTranslation();
  return (
    <section
      className={styles.card}
      aria-labelledby="fairness-third-party"
      data-testid="fairness-third-party"
    >
      <h2 id="fairness-third-party" className={styles.cardTitle}>
        {t('FAIRNESS_THIRD_PARTY_TITLE')}
      </h2>
      <p className={styles.muted}>{t('FAIRNESS_THIRD_PARTY_INTRO')}</p>
      <ul className={styles.steps}>
        <li>{t('FAIRNESS_THIRD_PARTY_CRASH')}</li>
        {STAKE_COMPATIBLE.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
        <li>{t('FAIRNESS_THIRD_PARTY_NONE')}</li>
      </ul>
      <h3 className={styles.cardTitle}>{t('VERIFIER_GET_TITLE')}</h3>
      <p className={styles.muted}>{t('VERIFIER_GET_TEXT')}</p>
      <p>
        {/* One HTML file, downloaded: it runs from the player's disk with no network and no site script. */}
        <a href={`/${OFFLINE_VERIFIER_FILE}`} download data-testid="offline-verifier-link">
          {t('VERIFIER_GET_LINK')}
        </a>
      </p>
      <h3 className={styles.cardTitle}>{t('FAIRNESS_MAPPING_TITLE')}</h3>
      <p className={styles.muted}>{t('FAIRNESS_MAPPING_FLOATS')}</p>
      <ul className={styles.steps}>
        {FLOAT_MAPPINGS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
