import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteCurrencies, type SiteCurrency } from '../../lib/site-currencies';
import { ErrorBanner } from '../../lib/ui';
import { SITE_SETTINGS_KEY, useSiteSettings, type SiteSettings } from './api/get-site-settings';
import { MaintenanceSection } from './maintenance-section';
import { editedSwitchesSchema, otherSwitches } from './settings-draft';
import { SettingsForm } from './settings-form';
import styles from './settings.module.css';

const codeOf = (currency: SiteCurrency) => currency.id;

/** What the page announces after a change went through. */
type Outcome = { kind: 'saved'; count: number } | { kind: 'maintenance'; enabled: boolean };

/** The site's settings (admins): maintenance, then the start-up switches in sections, saved as a change set. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  // The form starts over from the server's switches after each save; a refetch must not move them under it.
  const [formVersion, setFormVersion] = useState(0);
  const settings = useSiteSettings();
  const currencies = useSiteCurrencies();
  const currencyCodes = useMemo(() => currencies.data?.map(codeOf) ?? [], [currencies.data]);
  const edited = settings.data ? editedSwitchesSchema.safeParse(settings.data.switches) : undefined;

  const update = (change: (current: SiteSettings) => SiteSettings) =>
    queryClient.setQueryData<SiteSettings>(SITE_SETTINGS_KEY, (current) =>
      current ? change(current) : current,
    );

  return (
    <section className="page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('title')}</h1>
      <p className="action-done" role="status">
        {outcome?.kind === 'saved' ? t('savedCount', { count: outcome.count }) : null}
        {outcome?.kind === 'maintenance'
          ? t(outcome.enabled ? 'maintenance.nowOn' : 'maintenance.nowOff')
          : null}
      </p>
      <ErrorBanner error={settings.error} onRetry={() => void settings.refetch()} />
      {settings.isPending ? <p className="muted">{t('common:app.loading')}</p> : null}
      {edited && !edited.success ? <ErrorBanner error={edited.error} /> : null}
      {settings.data ? (
        <MaintenanceSection
          enabled={settings.data.maintenance}
          onChanged={(enabled) => {
            update((current) => ({ ...current, maintenance: enabled }));
            setOutcome({ kind: 'maintenance', enabled });
          }}
        />
      ) : null}
      {edited?.success ? (
        <SettingsForm
          key={formVersion}
          switches={edited.data}
          currencyCodes={currencyCodes}
          onSaved={(count, switches) => {
            update((current) => ({ ...current, switches }));
            setFormVersion((version) => version + 1);
            setOutcome({ kind: 'saved', count });
          }}
        />
      ) : null}
      {settings.data ? (
        <details className={styles.other}>
          <summary>{t('other.title')}</summary>
          <p className="field-hint">{t('other.hint')}</p>
          <pre>{JSON.stringify(otherSwitches(settings.data.switches), null, 2)}</pre>
        </details>
      ) : null}
    </section>
  );
}
