import { TOWER_DIFFICULTIES, type TowerDifficulty } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import type { GameOptionsFormProps } from '../game-board';
import styles from '../components/game-page.module.css';
import { towerDifficultyOf } from './tower-board';

const NAMES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];

/** Tower: the difficulty sets the blocks per floor and how many hide a gem. */
export function TowerOptions({ options, onChange, disabled }: GameOptionsFormProps) {
  const { t } = useTranslation();
  const chosen = towerDifficultyOf(options.difficulty);
  return (
    <fieldset className={styles.optionGroup} disabled={disabled}>
      <legend className={styles.fieldLabel}>{t('TOWER_DIFFICULTY')}</legend>
      <div className={styles.segments} role="radiogroup" aria-label={t('TOWER_DIFFICULTY')}>
        {NAMES.map((name) => {
          const { columns, safe } = TOWER_DIFFICULTIES[name];
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={chosen === name}
              className={`${styles.segment} ${chosen === name ? styles.segmentOn : ''}`}
              onClick={() => onChange('difficulty', name)}
              data-testid={`tower-difficulty-${name}`}
            >
              <span>{t(`TOWER_DIFFICULTY_${name.toUpperCase()}`)}</span>
              <small>{t('TOWER_SAFE_OF', { safe, columns })}</small>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
