import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { defaultOptions, type SinglePlayerGameId } from '@casino/game-math';

import { manifestOf } from '../../game-manifest';
import styles from './fairness.module.css';

/** The round options of the verifier, as a bet's model carries them. */
export type VerifyOptions = Record<string, string | number>;

/** The options a game starts with in the verifier: its manifest's defaults. */
export function defaultVerifyOptions(gameId: SinglePlayerGameId): VerifyOptions {
  return defaultOptions(manifestOf(gameId).options);
}

/** The props of VerifyOptionsFields. */
export interface VerifyOptionsFieldsProps {
  /** The game whose options are shown. */
  gameId: SinglePlayerGameId;
  /** The options typed or picked so far. */
  options: VerifyOptions;
  /** Replaces the options. */
  onChange: (options: VerifyOptions) => void;
}

/**
 * The option fields of the chosen game, one per option of its manifest: a choice is a select of its
 * values, a whole number an input within its bounds.
 */
export function VerifyOptionsFields({ gameId, options, onChange }: VerifyOptionsFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {Object.entries(manifestOf(gameId).options).map(([name, spec]) => {
        const fieldId = `${id}-${name}`;
        const value = options[name] ?? '';
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={fieldId}>{t(`FAIRNESS_OPTION_${name.toUpperCase()}`)}</label>
            {spec.kind === 'choice' ? (
              <select
                id={fieldId}
                value={String(value)}
                onChange={(event) => onChange({ ...options, [name]: event.target.value })}
                data-testid={`fairness-option-${name}`}
              >
                {spec.values.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`FAIRNESS_VALUE_${choice.toUpperCase()}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                type="number"
                inputMode="numeric"
                min={spec.min}
                max={spec.max}
                value={value}
                onChange={(event) => onChange({ ...options, [name]: Number(event.target.value) })}
                data-testid={`fairness-option-${name}`}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
