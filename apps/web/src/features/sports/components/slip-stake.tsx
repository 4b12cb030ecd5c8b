import { ODDS_CHANGE_CHOICES, oddsChangeChoiceSchema } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import type { SportsAccount } from '../hooks/use-sports-account';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { useSportsPrefs } from '../stores/sports-prefs-store';
import { chosenSystem, systemOptions, type SlipMode, type SystemOption } from '../utils/bet-slip';
import { slipTotals, stakeMinorOf } from '../utils/slip-bets';
import styles from './slip.module.css';

/** Stakes offered with one tap. */
const QUICK_STAKES = [5, 10, 20, 50, 100] as const;

const ODDS_CHANGE_KEYS = {
  none: 'SPORTS_ODDS_CHANGE_NONE',
  higher: 'SPORTS_ODDS_CHANGE_HIGHER',
  any: 'SPORTS_ODDS_CHANGE_ANY',
} as const;

/** The inputs of SlipStake. */
export interface SlipStakeProps {
  account: SportsAccount;
  /** The mode in force. */
  mode: SlipMode;
}

/** A system's name: "Doubles (3 lines)", "Trixie (4 lines)". */
function useSystemName() {
  const { t } = useTranslation();
  return (option: SystemOption) => {
    const name = option.bundle
      ? t(`SPORTS_BUNDLE_${option.bundle.toUpperCase()}`)
      : option.sizes[0] === 2
        ? t('SPORTS_SYSTEM_DOUBLES')
        : option.sizes[0] === 3
          ? t('SPORTS_SYSTEM_TREBLES')
          : t('SPORTS_SYSTEM_FOLDS', { size: option.sizes[0] });
    return t('SPORTS_SYSTEM_OPTION', { name, count: option.lines });
  };
}

/** The system's choice, the stake per line with quick stakes, the odds-change choice and the totals. */
export function SlipStake({ account, mode }: SlipStakeProps) {
  const { t } = useTranslation();
  const ids = useId();
  const numbers = useNumberFormat();
  const slip = useBetSlipStore();
  const oddsChange = useSportsPrefs((state) => state.oddsChange);
  const setOddsChange = useSportsPrefs((state) => state.setOddsChange);
  const systemName = useSystemName();
  const totals = slipTotals(slip, account.decimals);
  const stakeValid = slip.stake === '' || stakeMinorOf(slip.stake, account.decimals) !== null;
  const system = mode === 'system' ? chosenSystem(slip) : null;
  const stakeKey =
    mode === 'single'
      ? 'SPORTS_SLIP_STAKE_EACH'
      : mode === 'system'
        ? 'SPORTS_SLIP_STAKE_LINE'
        : 'SPORTS_SLIP_STAKE';
  const show = (value: number | null) => (value === null ? '—' : account.format(value));

  return (
    <>
      {system ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-system`}>
            {t('SPORTS_SLIP_SYSTEM_CHOICE')}
          </label>
          <select
            id={`${ids}-system`}
            className={styles.select}
            value={system.id}
            disabled={slip.placing}
            onChange={(event) => slip.setSystem(event.currentTarget.value)}
            data-testid="slip-system"
          >
            {systemOptions(slip.selections.length).map((option) => (
              <option key={option.id} value={option.id}>
                {systemName(option)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-stake`}>
          {t(stakeKey)}
        </label>
        <input
          id={`${ids}-stake`}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={slip.stake}
          disabled={slip.placing}
          onInput={(event) => slip.setStake(event.currentTarget.value)}
          aria-invalid={!stakeValid}
          aria-describedby={stakeValid ? undefined : `${ids}-stake-error`}
          data-testid="slip-stake"
        />
        {stakeValid ? null : (
          <span id={`${ids}-stake-error`} className={styles.suspended}>
            {t('SPORTS_SLIP_STAKE_INVALID')}
          </span>
        )}
        <div className={styles.quick} role="group" aria-label={t('SPORTS_SLIP_QUICK_STAKES')}>
          {QUICK_STAKES.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.quickAmount}
              aria-pressed={totals.stakePerLine === amount}
              disabled={slip.placing}
              onClick={() => slip.setStake(String(amount))}
            >
              {numbers.count(amount)}
            </button>
          ))}
        </div>
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-odds-change`}>
          {t('SPORTS_ODDS_CHANGE_LABEL')}
        </label>
        <select
          id={`${ids}-odds-change`}
          className={styles.select}
          value={oddsChange}
          onChange={(event) => {
            const choice = oddsChangeChoiceSchema.safeParse(event.currentTarget.value);
            if (choice.success) setOddsChange(choice.data);
          }}
          data-testid="slip-odds-change"
        >
          {ODDS_CHANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(ODDS_CHANGE_KEYS[choice])}
            </option>
          ))}
        </select>
      </div>

      <dl className={styles.totals} data-testid="slip-totals">
        {totals.lines > 1 ? (
          <div className={styles.totalRow}>
            <dt>{t('SPORTS_SLIP_BETS_COUNT')}</dt>
            <dd>{numbers.count(totals.lines)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{t('SPORTS_SLIP_TOTAL_STAKE')}</dt>
          <dd data-testid="slip-total-stake">{show(totals.totalStake)}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.win}`}>
          <dt>{t('SPORTS_SLIP_POTENTIAL_WIN')}</dt>
          <dd data-testid="slip-potential-win">{show(totals.potentialWin)}</dd>
        </div>
      </dl>
    </>
  );
}
