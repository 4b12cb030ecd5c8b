import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { askParent } from '../hooks/use-parent-frame';
import type { SlipPlacement } from '../hooks/use-place-bets';
import type { SportsAccount } from '../hooks/use-sports-account';
import { useBetSlipStore } from '../stores/bet-slip-store';
import {
  effectiveMode,
  isBettable,
  modeBlocks,
  selectionKey,
  SLIP_MODES,
  type SlipMode,
  type SlipSelection,
} from '../utils/bet-slip';
import { formatOdds } from '../utils/odds-format';
import { canPlace, combinedOdds } from '../utils/slip-bets';
import { BetReceipt } from './bet-receipt';
import { SlipStake } from './slip-stake';
import styles from './slip.module.css';

const MODE_KEYS: Record<SlipMode, string> = {
  single: 'SPORTS_SLIP_SINGLES',
  multiple: 'SPORTS_SLIP_MULTIPLE',
  system: 'SPORTS_SLIP_SYSTEM',
};

/** The inputs of BetSlip. */
export interface BetSlipProps {
  account: SportsAccount;
  placement: SlipPlacement;
  /** How long the book holds a live bet (ms), for the waiting bar. */
  liveDelayMs: number;
  /** Closes the drawer (phone); absent in the desktop column. */
  onClose?: () => void;
}

/**
 * The bet slip: the selections (each removable), Singles / Multiple / System, the stake per line, the
 * odds-change choice, the total stake and potential win, and Place bet — "Accept changes" while a moved
 * price waits for the player. Placed bets show as a receipt.
 */
export function BetSlip({ account, placement, liveDelayMs, onClose }: BetSlipProps) {
  const { t } = useTranslation();
  const ids = useId();
  const slip = useBetSlipStore();
  const mode = effectiveMode(slip);
  const blocks = modeBlocks(slip.selections);
  const count = slip.selections.length;
  const ready = canPlace(slip, account.decimals) && account.ready;
  const chosenBlocked = slip.mode !== mode ? blocks[slip.mode] : null;

  const accept = () => {
    slip.acceptChanges();
    placement.clearError();
  };

  return (
    <section className={styles.slip} aria-labelledby={`${ids}-title`} data-testid="bet-slip">
      <header className={styles.head}>
        <h2 id={`${ids}-title`} className={styles.title}>
          {t('SPORTS_SLIP_TITLE')}
        </h2>
        {count > 0 ? (
          <span className={styles.badge} aria-label={t('SPORTS_SLIP_COUNT', { count })}>
            {count}
          </span>
        ) : null}
        {onClose ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('SPORTS_CLOSE')}>
            ×
          </button>
        ) : null}
      </header>

      {placement.receipt ? (
        <BetReceipt
          bets={placement.receipt}
          format={account.format}
          onClose={() => {
            placement.closeReceipt();
            // Nothing left on the slip: the drawer has done its job.
            if (count === 0) onClose?.();
          }}
        />
      ) : null}

      {count === 0 ? (
        placement.receipt ? null : (
          <p className={styles.empty}>{t('SPORTS_SLIP_EMPTY')}</p>
        )
      ) : (
        <>
          <div className={styles.modes} role="group" aria-label={t('SPORTS_SLIP_MODES')}>
            {SLIP_MODES.map((each) => (
              <button
                key={each}
                type="button"
                className={styles.mode}
                aria-pressed={mode === each}
                disabled={blocks[each] !== null || slip.placing}
                title={blocks[each] ? t(blocks[each]) : undefined}
                onClick={() => slip.setMode(each)}
                data-testid={`slip-mode-${each}`}
              >
                {t(MODE_KEYS[each])}
              </button>
            ))}
          </div>
          {chosenBlocked ? <p className={styles.note}>{t(chosenBlocked)}</p> : null}

          <ul className={styles.selections} aria-label={t('SPORTS_SLIP_SELECTIONS')}>
            {slip.selections.map((selection) => (
              <SelectionItem
                key={selectionKey(selection)}
                selection={selection}
                disabled={slip.placing}
                onRemove={() => slip.remove([selectionKey(selection)])}
              />
            ))}
          </ul>
          {mode === 'multiple' ? (
            <p className={styles.note}>
              {t('SPORTS_SLIP_TOTAL_ODDS', { odds: formatOdds(combinedOdds(slip.selections)) })}
            </p>
          ) : null}

          <SlipStake account={account} mode={mode} />

          {placement.error ? (
            <div className={styles.field}>
              <p className={styles.error} role="alert" data-testid="slip-error">
                {placement.error}
              </p>
              {placement.errorAction ? (
                <div className={styles.errorActions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() =>
                      askParent(placement.errorAction === 'deposit' ? 'deposit' : 'login-required')
                    }
                  >
                    {t(placement.errorAction === 'deposit' ? 'SPORTS_DEPOSIT' : 'SPORTS_LOG_IN')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}

          {placement.waitingForAcceptance ? (
            <div className={styles.waiting} role="status" data-testid="bet-waiting">
              {t('SPORTS_SLIP_WAITING')}
              <div className={styles.progress} style={{ '--hold-ms': `${liveDelayMs}ms` } as CSSProperties}>
                <span />
              </div>
            </div>
          ) : null}

          {slip.needsAccept ? (
            <button
              type="button"
              className={`${styles.primary} ${styles.accept}`}
              onClick={accept}
              disabled={slip.placing}
              data-testid="accept-changes"
            >
              {t('SPORTS_SLIP_ACCEPT_CHANGES')}
            </button>
          ) : (
            <button
              type="button"
              className={styles.primary}
              onClick={() => void placement.place()}
              disabled={!ready || slip.placing}
              aria-busy={slip.placing}
              data-testid="place-bet"
            >
              {slip.placing
                ? t('SPORTS_SLIP_PLACING')
                : t(account.demo ? 'SPORTS_SLIP_PLACE_DEMO' : 'SPORTS_SLIP_PLACE')}
            </button>
          )}
          {account.demo ? (
            <p className={styles.demoNote}>
              {t(account.loggedIn ? 'SPORTS_DEMO_NOTE' : 'SPORTS_DEMO_NOTE_VISITOR')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The inputs of SelectionItem. */
interface SelectionItemProps {
  selection: SlipSelection;
  /** Bets are being placed: nothing can be removed. */
  disabled: boolean;
  onRemove: () => void;
}

/** One selection: what it backs, its price (the old one struck through while a change waits) and Remove. */
function SelectionItem({ selection, disabled, onRemove }: SelectionItemProps) {
  const { t } = useTranslation();
  const name = selection.outcomeName;
  const previous = selection.previousOdds;
  const bettable = isBettable(selection);
  const direction = previous === null ? null : selection.odds > previous ? 'up' : 'down';
  return (
    <li
      className={`${styles.selection} ${previous !== null ? styles.changed : ''} ${bettable ? '' : styles.inactive}`}
      data-testid="slip-selection"
      data-changed={previous !== null}
      data-market={selection.marketId}
      data-outcome={selection.outcomeId}
    >
      <span className={styles.pick}>
        <span className={styles.pickName}>{name}</span>
        <span className={styles.pickMeta}>{selection.marketName}</span>
        <span className={styles.pickMeta}>
          {t('SPORTS_EVENT_NAME', { home: selection.home, away: selection.away })}
        </span>
        {bettable ? null : <span className={styles.suspended}>{t('SPORTS_SLIP_SUSPENDED')}</span>}
      </span>
      <span className={styles.price}>
        {previous !== null ? (
          <span className={styles.was}>
            <span className={styles.visuallyHidden}>{t('SPORTS_SLIP_WAS')} </span>
            {formatOdds(previous)}
          </span>
        ) : null}
        <span className={direction === 'up' ? styles.up : direction === 'down' ? styles.down : undefined}>
          {direction ? <span aria-hidden="true">{direction === 'up' ? '▲ ' : '▼ '}</span> : null}
          {formatOdds(selection.odds)}
        </span>
      </span>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('SPORTS_SLIP_REMOVE', { name })}
        data-testid="slip-remove"
      >
        ×
      </button>
    </li>
  );
}
