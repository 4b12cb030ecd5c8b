import type { SportsSettings } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { ErrorBanner, Field, AmountField } from '../../lib/ui';
import { SPORTS_SETTINGS_KEY, useSportsSettings } from './api/get-sports-settings';
import { saveSportsSettings } from './api/save-sports-settings';
import {
  formatBasisPoints,
  NUMBER_SETTING_KEYS,
  NUMBER_SETTINGS,
  settingsDraftOf,
  settingsRequestOf,
  type SettingsDraft,
  type SettingsError,
  type SettingsField,
} from './sportsbook-forms';
import styles from './sportsbook.module.css';

/** The book's settings: margins, live delay, cash-out quotes and the liability cap per event. */
export function SettingsSection() {
  const { t } = useTranslation('sportsbook');
  const settings = useSportsSettings();
  return (
    <section className={styles.section} aria-labelledby="sportsbook-settings-title">
      <h2 id="sportsbook-settings-title" className={styles.sectionTitle}>
        {t('settings.title')}
      </h2>
      <ErrorBanner error={settings.error} onRetry={() => void settings.refetch()} />
      {settings.isPending ? <p className="muted">{t('common:app.loading')}</p> : null}
      {settings.data ? <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} /> : null}
    </section>
  );
}

/** The form itself; remounted (by key) when the stored settings change, so it starts from them. */
function SettingsForm({
  settings,
}: {
  /** The stored settings the form starts from. */ settings: SportsSettings;
}) {
  const { t, i18n } = useTranslation('sportsbook');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, SettingsError>>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveSportsSettings,
    onSuccess: (stored) => {
      queryClient.setQueryData(SPORTS_SETTINGS_KEY, stored);
      setSaved(true);
    },
  });
  const set = (field: SettingsField, value: string) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = settingsRequestOf(draft);
    setErrors(result.errors ?? {});
    if (result.errors === undefined) save.mutate(result.request);
  };

  const hintOf = (key: (typeof NUMBER_SETTING_KEYS)[number]) => {
    const { min, max } = NUMBER_SETTINGS[key];
    const format = (value: number) =>
      key.endsWith('BasisPoints')
        ? formatBasisPoints(value, locale)
        : new Intl.NumberFormat(locale).format(value);
    return t(`settings.hints.${key}`, { min: format(min), max: format(max) });
  };

  return (
    <form className="form-grid" onSubmit={submit} noValidate>
      {NUMBER_SETTING_KEYS.map((key) => (
        <Field
          key={key}
          label={t(`settings.fields.${key}`)}
          hint={hintOf(key)}
          inputMode="numeric"
          autoComplete="off"
          value={draft[key]}
          error={
            errors[key]
              ? t('settings.errors.range', {
                  min: NUMBER_SETTINGS[key].min,
                  max: NUMBER_SETTINGS[key].max,
                })
              : undefined
          }
          onChange={(event) => set(key, event.target.value)}
        />
      ))}
      <AmountField
        label={t('settings.fields.maxEventLiability')}
        hint={t('settings.hints.maxEventLiability')}
        value={draft.maxEventLiability}
        error={errors.maxEventLiability ? t('settings.errors.amount') : undefined}
        onChange={(event) => set('maxEventLiability', event.target.value)}
      />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.cashOutEnabled}
            aria-describedby="sportsbook-cash-out-hint"
            onChange={(event) => {
              setSaved(false);
              setDraft((current) => ({ ...current, cashOutEnabled: event.target.checked }));
            }}
          />
          {t('settings.fields.cashOutEnabled')}
        </label>
        <p id="sportsbook-cash-out-hint" className="field-hint">
          {t('settings.hints.cashOutEnabled')}
        </p>
      </div>
      <ErrorBanner error={save.error} />
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('common:actions.save')}
        </button>
        <p className="action-done" role="status">
          {saved ? t('settings.saved') : null}
        </p>
      </div>
    </form>
  );
}
