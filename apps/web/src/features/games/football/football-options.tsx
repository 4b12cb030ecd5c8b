import { useTranslation } from 'react-i18next';

import { FOOTBALL_KEEPERS } from '@casino/game-math';

import type { GameOptionsFormProps } from '../game-board';
import shared from '../components/option-forms.module.css';
import { FOOTBALL_DIFFICULTY_NAMES, footballDifficultyOf } from './football-view';

/** The keeper's difficulty: how many of the five zones he covers on each kick. */
export function FootballOptions({ options, onChange, disabled }: GameOptionsFormProps) {
  const { t } = useTranslation();
  const current = footballDifficultyOf(options);
  return (
    <fieldset className={shared.group} disabled={disabled} data-testid="football-options">
      <legend className={shared.legend}>{t('FOOTBALL_DIFFICULTY')}</legend>
      <div className={shared.choices}>
        {FOOTBALL_DIFFICULTY_NAMES.map((name) => (
          <label key={name} className={shared.choice} data-checked={name === current}>
            <input
              type="radio"
              name="football-difficulty"
              value={name}
              checked={name === current}
              onChange={() => onChange('difficulty', name)}
              data-testid={`football-difficulty-${name}`}
            />
            <span className={shared.name}>{t(`FOOTBALL_DIFFICULTY_${name.toUpperCase()}`)}</span>
            <span className={shared.hint}>
              {t('FOOTBALL_KEEPER_COVERS', { count: FOOTBALL_KEEPERS[name] })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
