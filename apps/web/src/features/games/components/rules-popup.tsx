import type { GameTerms } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { GameDefinition, GameOptions } from '../game-board';
import styles from './game-page.module.css';
import { KeyboardTip } from '../../../components/ui/keyboard-tip';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The rules popup's inputs. */
export interface RulesPopupProps {
  /** The game's name, already translated. */
  title: string;
  /** The game whose rules and pay table are shown. */
  game: GameDefinition;
  /** The options chosen now (the pay table follows them). */
  options: GameOptions;
  /** The game's terms. */
  terms: GameTerms | undefined;
  /** Formats an amount in the game's currency. */
  format: (value: number) => string;
  /** Closes the popup. */
  onClose: () => void;
}

/** A game's rules, pay table and terms (RTP, limits); shown once by itself, then from the (i) button. */
export function RulesPopup({ title, game, options, terms, format, onClose }: RulesPopupProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const titleId = useId();
  const { Rules } = game;
  return (
    <Modal onClose={onClose} labelledBy={titleId} closeLabel={t('CLOSE')} testId="game-rules">
      <h2 id={titleId} className={styles.rulesTitle}>
        {t('GAMES_RULES_TITLE', { game: title })}
      </h2>
      <div className={styles.rulesBody}>
        <Rules options={options} terms={terms} />
      </div>
      {terms ? (
        <dl className={styles.terms}>
          <div>
            <dt>{t('GAMES_RTP')}</dt>
            <dd>{numbers.decimal(terms.rtp, 2)}%</dd>
          </div>
          <div>
            <dt>{t('GAMES_MIN_BET')}</dt>
            <dd>{format(terms.minBet)}</dd>
          </div>
          <div>
            <dt>{t('GAMES_MAX_BET')}</dt>
            <dd>{format(terms.maxBet)}</dd>
          </div>
          <div>
            <dt>{t('GAMES_MAX_WIN')}</dt>
            <dd>{format(terms.maxWin)}</dd>
          </div>
        </dl>
      ) : null}
      <KeyboardTip className={styles.rulesKeys}>{t('GAMES_RULES_KEYS')}</KeyboardTip>
      <Button block onClick={onClose} data-autofocus>
        {t('GAMES_RULES_OK')}
      </Button>
    </Modal>
  );
}
