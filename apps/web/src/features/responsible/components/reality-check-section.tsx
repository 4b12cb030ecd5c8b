import { REALITY_CHECK_MINUTES } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import type { ResponsibleState } from '../api/responsible-state';
import { saveRealityCheck } from '../api/save-reality-check';
import { useAdoptResponsible } from '../hooks/use-responsible';
import styles from './responsible.module.css';
import { SessionSummary } from './session-summary';

/** The select's value for "the site's default interval". */
const SITE_DEFAULT = 'default';

/** The props of RealityCheckSection. */
export interface RealityCheckSectionProps {
  /** The player's view. */
  state: ResponsibleState;
  /** A server instant as a local date and time. */
  formatInstant: (serverMs: number) => string;
}

/** The reality check: its interval (one of the offered ones, or the site's), when it is next due, and this session so far. */
export function RealityCheckSection({ state, formatInstant }: RealityCheckSectionProps) {
  const { t } = useTranslation();
  const { view } = state;
  const { intervalMinutes, dueAt, summary } = view.realityCheck;
  const adopt = useAdoptResponsible();
  const headingId = useId();
  const selectId = useId();
  const offered = (REALITY_CHECK_MINUTES as readonly number[]).includes(intervalMinutes ?? -1);
  const [choice, setChoice] = useState(offered ? String(intervalMinutes) : SITE_DEFAULT);
  const save = useMutation({ mutationFn: saveRealityCheck, onSuccess: adopt });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ intervalMinutes: choice === SITE_DEFAULT ? null : Number(choice) });
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="responsible-reality-check">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('RESPONSIBLE_REALITY_TITLE')}
      </h2>
      <p className={styles.lead}>{t('RESPONSIBLE_REALITY_TEXT')}</p>
      <form className={styles.inlineForm} onSubmit={submit}>
        <div className={styles.selectField}>
          <label htmlFor={selectId} className={styles.fieldLabel}>
            {t('RESPONSIBLE_REALITY_INTERVAL')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={choice}
            onChange={(event) => {
              save.reset();
              setChoice(event.target.value);
            }}
            data-testid="reality-check-interval"
          >
            <option value={SITE_DEFAULT}>{t('RESPONSIBLE_REALITY_DEFAULT')}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('RESPONSIBLE_MINUTES', { minutes })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={save.isPending} data-testid="reality-check-save">
          {t('RESPONSIBLE_SAVE')}
        </Button>
      </form>
      {save.isSuccess ? (
        <p role="status" className={styles.saved}>
          {t('RESPONSIBLE_REALITY_SAVED')}
        </p>
      ) : null}
      {save.error ? (
        <p role="alert" className={styles.error}>
          {refusalText(save.error)}
        </p>
      ) : null}
      <p data-testid="reality-check-next">
        {intervalMinutes === null
          ? t('RESPONSIBLE_REALITY_OFF')
          : dueAt === null
            ? t('RESPONSIBLE_REALITY_EVERY', {
                interval: t('RESPONSIBLE_MINUTES', { minutes: intervalMinutes }),
              })
            : t('RESPONSIBLE_REALITY_NEXT', {
                interval: t('RESPONSIBLE_MINUTES', { minutes: intervalMinutes }),
                time: formatInstant(dueAt),
              })}
      </p>
      <h3 className={styles.subTitle}>{t('RESPONSIBLE_SESSION_TITLE')}</h3>
      <SessionSummary summary={summary} currencyId={view.currencyId} testId="responsible-session" />
    </section>
  );
}
