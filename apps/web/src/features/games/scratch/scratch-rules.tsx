import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { scratchTierRtp } from '@casino/game-math';

import type { GameRulesProps } from '../game-board';
import { PrizeTable } from './prize-table';
import styles from './scratch.module.css';
import { SCRATCH_TIER_NAMES } from './scratch-view';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';

/** The rules popup's content: how a ticket works and every tier's published prize table. */
export function ScratchRules(_props: GameRulesProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.rules} data-testid="scratch-rules">
      <p>{t('SCRATCH_RULES_INTRO')}</p>
      <ul>
        <li>{t('SCRATCH_RULES_PLAY')}</li>
        <li>{t('SCRATCH_RULES_PRIZES')}</li>
        <KeyboardTip as="li">{t('SCRATCH_RULES_KEYS')}</KeyboardTip>
      </ul>
      {SCRATCH_TIER_NAMES.map((tier) => (
        <div key={tier}>
          <PrizeTable tier={tier} />
          <p className={styles.tierTop}>{t('SCRATCH_TIER_RTP', { rtp: scratchTierRtp(tier) / 100 })}</p>
        </div>
      ))}
      <p>
        <Link to="/fairness">{t('FAIRNESS_RULES_LINK')}</Link>
      </p>
    </div>
  );
}
