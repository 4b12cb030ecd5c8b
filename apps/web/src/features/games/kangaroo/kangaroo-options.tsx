import { useTranslation } from 'react-i18next';

import { KANGAROO_DIFFICULTIES } from '@casino/game-math';

import type { GameOptionsFormProps } from '../game-board';
import shared from '../components/option-forms.module.css';
import styles from './kangaroo-forms.module.css';
import { KANGAROO_DIFFICULTY_NAMES, kangarooDifficultyOf, kangarooHitPercent } from './kangaroo-view';

/** The road's difficulty: how many lanes, and each lane's chance of a car. */
export function KangarooOptions({ options, onChange, disabled }: GameOptionsFormProps) {
  const { t } = useTranslation();
  const current = kangarooDifficultyOf(options);
  return (
    <fieldset
      className={`${shared.group} ${styles.group}`}
      disabled={disabled}
      data-testid="kangaroo-options"
    >
      <legend className={shared.legend}>{t('KANGAROO_DIFFICULTY')}</legend>
      <div className={styles.choices}>
        {KANGAROO_DIFFICULTY_NAMES.map((name) => (
          <label key={name} className={shared.choice} data-checked={name === current}>
            <input
              type="radio"
              name="kangaroo-difficulty"
              value={name}
              checked={name === current}
              onChange={() => onChange('difficulty', name)}
              data-testid={`kangaroo-difficulty-${name}`}
            />
            <span className={shared.name}>{t(`KANGAROO_DIFFICULTY_${name.toUpperCase()}`)}</span>
            <span className={shared.hint}>
              {t('KANGAROO_DIFFICULTY_HINT', {
                lanes: KANGAROO_DIFFICULTIES[name].lanes,
                percent: kangarooHitPercent(name),
              })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
