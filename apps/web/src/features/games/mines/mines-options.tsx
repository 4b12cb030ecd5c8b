import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameOptionsFormProps } from '../game-board';
import { intOptionOf, optionOf } from '../game-manifest';
import styles from './mines.module.css';

const PRESETS = [1, 3, 5, 10, 20] as const;
const BOUNDS = intOptionOf('mines', 'mines');

/** Mines: how many of the 25 tiles hide a mine (within the manifest's bounds); more mines pay more per gem. */
export function MinesOptions({ options, onChange, disabled }: GameOptionsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const mines = Number(optionOf('mines', 'mines', options));
  return (
    <div className={styles.options}>
      <div className={styles.optionsHead}>
        <label htmlFor={id}>{t('MINES_COUNT')}</label>
        <output htmlFor={id} className={styles.count} data-testid="mines-count">
          {mines}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={BOUNDS.min}
        max={BOUNDS.max}
        step={1}
        value={mines}
        disabled={disabled}
        className={styles.range}
        onChange={(event) => onChange('mines', Number(event.target.value))}
      />
      <div className={styles.presets} role="group" aria-label={t('MINES_PRESETS')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            disabled={disabled}
            aria-pressed={mines === preset}
            className={`${styles.preset} ${mines === preset ? styles.presetOn : ''}`}
            onClick={() => onChange('mines', preset)}
          >
            {preset}
          </button>
        ))}
      </div>
    </div>
  );
}
