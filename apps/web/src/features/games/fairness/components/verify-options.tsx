import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import {
  FOOTBALL_KEEPERS,
  KANGAROO_DIFFICULTIES,
  SCRATCH_TIERS,
  TOWER_DIFFICULTIES,
  type SinglePlayerGameId,
} from '@casino/game-math';

import styles from './fairness.module.css';

/** The round options of the verifier, as a bet's model carries them. */
export type VerifyOptions = Record<string, string | number>;

/** Each game's options: a choice among names, or a whole number within bounds. */
const FIELDS: Record<
  SinglePlayerGameId,
  { name: string; values?: readonly string[]; min?: number; max?: number }[]
> = {
  mines: [{ name: 'mines', min: 1, max: 24 }],
  tower: [{ name: 'difficulty', values: Object.keys(TOWER_DIFFICULTIES) }],
  stair: [],
  football: [{ name: 'difficulty', values: Object.keys(FOOTBALL_KEEPERS) }],
  kangaroo: [{ name: 'difficulty', values: Object.keys(KANGAROO_DIFFICULTIES) }],
  thimbles: [
    { name: 'balls', min: 1, max: 2 },
    { name: 'levels', min: 1, max: 3 },
  ],
  scratch: [{ name: 'tier', values: Object.keys(SCRATCH_TIERS) }],
};

/** The options a game starts with in the verifier. */
export function defaultVerifyOptions(gameId: SinglePlayerGameId): VerifyOptions {
  return Object.fromEntries(FIELDS[gameId].map((field) => [field.name, field.values?.[0] ?? field.min ?? 1]));
}

/** The props of VerifyOptionsFields. */
export interface VerifyOptionsFieldsProps {
  gameId: SinglePlayerGameId;
  options: VerifyOptions;
  onChange: (options: VerifyOptions) => void;
}

/** The option fields of the chosen game (mines count, difficulty, balls and levels, tier). */
export function VerifyOptionsFields({ gameId, options, onChange }: VerifyOptionsFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {FIELDS[gameId].map((field) => {
        const fieldId = `${id}-${field.name}`;
        const value = options[field.name] ?? '';
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={fieldId}>{t(`FAIRNESS_OPTION_${field.name.toUpperCase()}`)}</label>
            {field.values ? (
              <select
                id={fieldId}
                value={String(value)}
                onChange={(event) => onChange({ ...options, [field.name]: event.target.value })}
                data-testid={`fairness-option-${field.name}`}
              >
                {field.values.map((name) => (
                  <option key={name} value={name}>
                    {t(`FAIRNESS_VALUE_${name.toUpperCase()}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                value={value}
                onChange={(event) => onChange({ ...options, [field.name]: Number(event.target.value) })}
                data-testid={`fairness-option-${field.name}`}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
