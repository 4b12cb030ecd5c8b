import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner, Field } from '../../lib/ui';
import { MONEY_RAINS_KEY } from './api/list-money-rains';
import { scheduleMoneyRain } from './api/schedule-money-rain';
import type { FieldErrors } from './form-check';
import { MoneyRainList } from './money-rain-list';
import { emptyRainDraft, rainBody, type RainDraft } from './reward-bodies';
import { CurrencyField, PaysToField, useFieldError } from './reward-fields';
import styles from './rewards.module.css';

type RainNumber = 'durationSeconds' | 'pool' | 'packets' | 'minVipLevel' | 'wageringMultiplier';
const NUMBER_FIELDS: readonly { field: RainNumber; mode: 'numeric' | 'decimal' }[] = [
  { field: 'pool', mode: 'decimal' },
  { field: 'packets', mode: 'numeric' },
  { field: 'durationSeconds', mode: 'numeric' },
  { field: 'minVipLevel', mode: 'numeric' },
  { field: 'wageringMultiplier', mode: 'numeric' },
];

/** Schedules a money rain (the form starts blank: each rain is new); the rains so far are listed under it. */
export function MoneyRainTab() {
  const { t } = useTranslation('rewards');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RainDraft>(emptyRainDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = useFieldError(errors);
  const schedule = useMutation({
    mutationFn: scheduleMoneyRain,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MONEY_RAINS_KEY }),
  });
  const set = <Key extends keyof RainDraft>(key: Key, value: RainDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule.reset();
    const checked = rainBody(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) schedule.mutate(checked.body, { onSuccess: () => setDraft(emptyRainDraft()) });
  };

  return (
    <div className={styles.tabBody}>
      <form className={styles.tabBody} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('rain.hint')}</p>
        <div className="form-grid">
          <CurrencyField
            value={draft.currencyId}
            error={errorOf('currencyId')}
            onChange={(v) => set('currencyId', v)}
          />
          <Field
            label={t('fields.startsAt')}
            hint={t('hints.startsAt')}
            type="datetime-local"
            value={draft.startsAt}
            error={errorOf('startsAt')}
            onChange={(event) => set('startsAt', event.target.value)}
          />
          {NUMBER_FIELDS.map(({ field, mode }) => (
            <Field
              key={field}
              label={t(`fields.${field}`)}
              hint={t(`hints.rain.${field}`)}
              inputMode={mode}
              autoComplete="off"
              value={draft[field]}
              error={errorOf(field)}
              onChange={(event) => set(field, event.target.value)}
            />
          ))}
          <PaysToField value={draft.paysTo} onChange={(value) => set('paysTo', value)} />
        </div>
        <p className="action-done" role="status">
          {schedule.isSuccess ? t('rain.done', { id: schedule.data }) : null}
        </p>
        <ErrorBanner error={schedule.error} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
            {t('rain.submit')}
          </button>
        </div>
      </form>
      <MoneyRainList />
    </div>
  );
}
