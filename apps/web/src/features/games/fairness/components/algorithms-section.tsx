import { useTranslation } from 'react-i18next';

import { BeaconEntry, CrashEntry, LotteryEntry, WheelEntry } from './algorithms-draws';
import { LadderEntry, MinesEntry, ScratchEntry, SeedsEntry } from './algorithms-games';
import styles from './algorithms.module.css';

/**
 * /fairness, issue 34 item 5: every algorithm that turns random bytes into an outcome, stated exactly so that
 * an auditor can write a verifier from the page alone, each with a worked example computed here by the
 * games' own code (@casino/game-math) from fixed inputs. One <details> per algorithm.
 */
export function AlgorithmsSection() {
  const { t } = useTranslation();
  return (
    <section
      className={styles.section}
      aria-labelledby="fairness-algorithms"
      data-testid="fairness-algorithms"
    >
      <h2 id="fairness-algorithms" className={styles.title}>
        {t('FAIRDOCS_TITLE')}
      </h2>
      <p className={styles.text}>{t('FAIRDOCS_INTRO')}</p>
      <p className={styles.text}>{t('FAIRDOCS_CONVENTIONS')}</p>
      <SeedsEntry />
      <MinesEntry />
      <LadderEntry />
      <ScratchEntry />
      <WheelEntry />
      <LotteryEntry />
      <CrashEntry />
      <BeaconEntry />
    </section>
  );
}
