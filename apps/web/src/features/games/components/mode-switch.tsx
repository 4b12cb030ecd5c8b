import { useTranslation } from 'react-i18next';

import type { PlayMode } from '../hooks/use-game-round';
import styles from './game-page.module.css';

/** The Real / Demo switch's inputs. */
export interface ModeSwitchProps {
  /** The mode played now. */
  mode: PlayMode;
  /** A visitor can only play demo: Real asks them to log in. */
  loggedIn: boolean;
  /** A round is open: the mode cannot change until it ends. */
  disabled: boolean;
  /** The player chose a mode. */
  onChange: (mode: PlayMode) => void;
}

/** Real money or play money, as two radio buttons. */
export function ModeSwitch({ mode, loggedIn, disabled, onChange }: ModeSwitchProps) {
  const { t } = useTranslation();
  const choices: { value: PlayMode; label: string }[] = [
    { value: 'real', label: t(loggedIn ? 'GAMES_MODE_REAL' : 'GAMES_MODE_REAL_LOGIN') },
    { value: 'demo', label: t('GAMES_MODE_DEMO') },
  ];
  return (
    <div className={styles.modeSwitch} role="radiogroup" aria-label={t('GAMES_MODE')}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={mode === choice.value}
          className={`${styles.modeOption} ${mode === choice.value ? styles.modeOptionOn : ''}`}
          disabled={disabled}
          onClick={() => onChange(choice.value)}
          data-testid={`mode-${choice.value}`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
