import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isSoundOff, setSoundOff } from '../../../lib/sound/synth';
import styles from './game-page.module.css';

/** The game header's inputs. */
export interface GameHeaderProps {
  /** The game's name, already translated. */
  title: string;
  /** Play money: the balance is labelled DEMO. */
  demo: boolean;
  /** The balance played with, formatted; null while unknown. */
  balance: string | null;
  /** Leaves the game. */
  onBack: () => void;
  /** Opens the rules popup. */
  onRules: () => void;
  /** The player has not opened this game's rules yet: the rules button carries a dot. */
  rulesUnseen: boolean;
}

/** Back, the game's name, the balance (real or DEMO), the sound switch and the rules button. */
export function GameHeader({ title, demo, balance, onBack, onRules, rulesUnseen }: GameHeaderProps) {
  const { t } = useTranslation();
  const [soundOff, setOff] = useState(isSoundOff);
  const toggleSound = () => {
    setSoundOff(!soundOff);
    setOff(!soundOff);
  };
  return (
    <header className={styles.header}>
      <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t('GAMES_BACK')}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 id="game-title" className={styles.title}>
        {title}
      </h1>
      <div className={`${styles.balance} ${demo ? styles.balanceDemo : ''}`} data-testid="game-balance">
        {demo ? <span className={styles.demoBadge}>{t('GAMES_DEMO_BADGE')}</span> : null}
        <span className={styles.balanceLabel}>{t('GAMES_BALANCE')}</span>
        <span className={styles.balanceValue} data-testid="game-balance-value">
          {balance ?? '—'}
        </span>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        role="switch"
        aria-checked={!soundOff}
        aria-label={t('GAMES_SOUND')}
        onClick={toggleSound}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
          {soundOff ? (
            <path d="M17 9l5 6M22 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path
              d="M16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${rulesUnseen ? styles.iconButtonUnseen : ''}`}
        onClick={onRules}
        aria-label={t('GAMES_RULES')}
        data-unseen={rulesUnseen}
        data-testid="game-rules-button"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          <circle cx="12" cy="7.5" r="1.4" fill="currentColor" />
        </svg>
      </button>
    </header>
  );
}
