import { SELF_EXCLUSION_MONTHS, TIMEOUT_DAYS } from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showAlert } from '../../../lib/dialog/dialog-store';
import { useOpenLink } from '../../../lib/navigation/use-open-link';
import { forgetSession } from '../../../lib/session/forget-session';
import { breakEnd } from '../utils/break-end';
import { ExclusionDialog, type BreakChoice } from './exclusion-dialog';
import styles from './responsible.module.css';

/** The time-outs offered with one tap, in days; any whole number within TIMEOUT_DAYS may be typed. */
const TIMEOUT_PRESETS = [1, 7, 14, 30, 42] as const;
/** The radio value of a permanent self-exclusion. */
const PERMANENT = 'permanent';

/** The props of BreakSection. */
export interface BreakSectionProps {
  /** A local instant as a date and time. */
  formatDate: (localMs: number) => string;
}

/** A whole number of days within TIMEOUT_DAYS, or null. */
function timeoutDays(text: string): number | null {
  const days = Number(text.trim());
  return Number.isInteger(days) && days >= TIMEOUT_DAYS.min && days <= TIMEOUT_DAYS.max ? days : null;
}

/**
 * Take a break: a time-out of 1 to 42 days, or a self-exclusion of 6 months or more, or for good. Each
 * opens a confirmation with the password; once it starts, the player is logged out and told until when.
 */
export function BreakSection({ formatDate }: BreakSectionProps) {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const headingId = useId();
  const [daysText, setDaysText] = useState('7');
  const [daysError, setDaysError] = useState<string | undefined>(undefined);
  const [months, setMonths] = useState<string>(String(SELF_EXCLUSION_MONTHS[0]));
  const [confirming, setConfirming] = useState<{ choice: BreakChoice; endsAt: number | null } | null>(null);

  const askTimeout = (event: FormEvent) => {
    event.preventDefault();
    const days = timeoutDays(daysText);
    if (days === null) {
      setDaysError(t('RESPONSIBLE_TIMEOUT_RULE', { min: TIMEOUT_DAYS.min, max: TIMEOUT_DAYS.max }));
      return;
    }
    setConfirming({ choice: { kind: 'timeout', days }, endsAt: breakEnd(Date.now(), { days }) });
  };
  const askExclusion = (event: FormEvent) => {
    event.preventDefault();
    const chosen = months === PERMANENT ? null : Number(months);
    setConfirming({
      choice: { kind: 'self_exclusion', months: chosen },
      endsAt: chosen === null ? null : breakEnd(Date.now(), { months: chosen }),
    });
  };
  const started = (endsAt: number | null) => {
    setConfirming(null);
    void showAlert({
      message:
        endsAt === null
          ? t('RESPONSIBLE_BREAK_DONE_PERMANENT')
          : t('RESPONSIBLE_BREAK_DONE', { date: formatDate(endsAt) }),
    });
    // The server ended every session already: forget this one at once, before another call meets the dead
    // token and asks the player to log in again, then leave through the ordinary logout (home).
    forgetSession();
    openLink('#logOut');
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="responsible-break">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('RESPONSIBLE_BREAK_TITLE')}
      </h2>
      <div className={styles.breakGrid}>
        <form className={styles.breakForm} onSubmit={askTimeout} noValidate data-testid="timeout-form">
          <h3 className={styles.subTitle}>{t('RESPONSIBLE_TIMEOUT_TITLE')}</h3>
          <p className={styles.muted}>{t('RESPONSIBLE_TIMEOUT_TEXT')}</p>
          <fieldset className={styles.choices}>
            <legend className={styles.fieldLabel}>{t('RESPONSIBLE_TIMEOUT_DAYS')}</legend>
            {TIMEOUT_PRESETS.map((days) => (
              <label key={days} className={styles.choice}>
                <input
                  type="radio"
                  name="timeout-days"
                  value={days}
                  checked={timeoutDays(daysText) === days}
                  onChange={() => {
                    setDaysError(undefined);
                    setDaysText(String(days));
                  }}
                />
                <span>{days}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('RESPONSIBLE_TIMEOUT_OTHER', { min: TIMEOUT_DAYS.min, max: TIMEOUT_DAYS.max })}
            type="number"
            inputMode="numeric"
            min={TIMEOUT_DAYS.min}
            max={TIMEOUT_DAYS.max}
            step={1}
            value={daysText}
            onChange={(event) => {
              setDaysError(undefined);
              setDaysText(event.target.value);
            }}
            error={daysError}
            data-testid="timeout-days"
          />
          <Button type="submit" variant="secondary" data-testid="timeout-start">
            {t('RESPONSIBLE_TIMEOUT_START')}
          </Button>
        </form>
        <form className={styles.breakForm} onSubmit={askExclusion} data-testid="exclusion-form">
          <h3 className={styles.subTitle}>{t('RESPONSIBLE_EXCLUSION_TITLE')}</h3>
          <p className={styles.muted}>{t('RESPONSIBLE_EXCLUSION_TEXT')}</p>
          <fieldset className={styles.choices}>
            <legend className={styles.fieldLabel}>{t('RESPONSIBLE_EXCLUSION_LENGTH')}</legend>
            {[...SELF_EXCLUSION_MONTHS.map(String), PERMANENT].map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="exclusion-months"
                  value={value}
                  checked={months === value}
                  onChange={() => setMonths(value)}
                />
                <span>
                  {value === PERMANENT
                    ? t('RESPONSIBLE_PERMANENT')
                    : t('RESPONSIBLE_MONTHS', { months: value })}
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" data-testid="exclusion-start">
            {t('RESPONSIBLE_EXCLUSION_START')}
          </Button>
        </form>
      </div>
      {confirming ? (
        <ExclusionDialog
          choice={confirming.choice}
          endsAtText={confirming.endsAt === null ? null : formatDate(confirming.endsAt)}
          onStarted={() => started(confirming.endsAt)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
