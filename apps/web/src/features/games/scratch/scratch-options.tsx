import { useTranslation } from 'react-i18next';

import type { GameOptionsFormProps } from '../game-board';
import styles from './scratch.module.css';
import { prizeTableOf, SCRATCH_TIER_NAMES, scratchTierOf } from './scratch-view';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The ticket tier: each has its own published prize table (the board shows the chosen one). */
export function ScratchOptions({ options, onChange, disabled }: GameOptionsFormProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const current = scratchTierOf(options);
  return (
    <fieldset className={styles.tiers} disabled={disabled} data-testid="scratch-options">
      <legend className={styles.tiersLegend}>{t('SCRATCH_TIER')}</legend>
      {SCRATCH_TIER_NAMES.map((tier) => {
        const top = Math.max(...prizeTableOf(tier).map((prize) => prize.multiplier));
        return (
          <label key={tier} className={styles.tier} data-checked={tier === current}>
            <input
              type="radio"
              name="scratch-tier"
              value={tier}
              checked={tier === current}
              onChange={() => onChange('tier', tier)}
              data-testid={`scratch-tier-${tier}`}
            />
            <span className={styles.tierName}>{t(`SCRATCH_TIER_${tier.toUpperCase()}`)}</span>
            <span className={styles.tierTop}>
              {t('SCRATCH_TOP_PRIZE', { multiplier: numbers.count(top) })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
