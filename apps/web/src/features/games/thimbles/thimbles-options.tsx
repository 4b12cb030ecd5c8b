import { useTranslation } from 'react-i18next';

import type { GameOptionsFormProps } from '../game-board';
import { intOptionOf, intOptionValues } from '../game-manifest';
import shared from '../components/option-forms.module.css';
import styles from './thimbles-forms.module.css';
import { thimblesChoiceOf } from './thimbles-view';

const BALLS = intOptionValues(intOptionOf('thimbles', 'balls'));
const LEVELS = intOptionValues(intOptionOf('thimbles', 'levels'));

/** How many balls hide under the three cups, and how many levels the chain has (paid only when complete). */
export function ThimblesOptions({ options, onChange, disabled }: GameOptionsFormProps) {
  const { t } = useTranslation();
  const { balls, levels } = thimblesChoiceOf(options);
  return (
    <div className={styles.form} data-testid="thimbles-options">
      <fieldset className={shared.group} disabled={disabled}>
        <legend className={shared.legend}>{t('THIMBLES_BALLS')}</legend>
        <div className={styles.choices}>
          {BALLS.map((count) => (
            <label key={count} className={shared.choice} data-checked={count === balls}>
              <input
                type="radio"
                name="thimbles-balls"
                value={count}
                checked={count === balls}
                onChange={() => onChange('balls', count)}
                data-testid={`thimbles-balls-${count}`}
              />
              <span className={shared.name}>
                {t(count === 1 ? 'THIMBLES_ONE_BALL' : 'THIMBLES_TWO_BALLS')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={shared.group} disabled={disabled}>
        <legend className={shared.legend}>{t('THIMBLES_LEVELS')}</legend>
        <div className={styles.choices}>
          {LEVELS.map((count) => (
            <label key={count} className={shared.choice} data-checked={count === levels}>
              <input
                type="radio"
                name="thimbles-levels"
                value={count}
                checked={count === levels}
                onChange={() => onChange('levels', count)}
                data-testid={`thimbles-levels-${count}`}
              />
              <span className={shared.name}>{count}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
