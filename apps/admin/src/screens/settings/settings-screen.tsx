import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import { MaintenanceSection } from './maintenance-section';
import { fetchCurrencyCodes, fetchSiteSettings, settingsKeys, type SiteSettings } from './settings-api';
import { editedSwitchesSchema, otherSwitches } from './settings-draft';
import { SettingsForm } from './settings-form';
import styles from './settings.module.css';

/** What the page announces after a change went through. */
type Outcome = { kind: 'saved'; count: number } | { kind: 'maintenance'; enabled: boolean };

/** The site's settings (admins): maintenance, then the start-up switches in sections, saved as a change set. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  // The form starts over from the server's switches after each save; a refetch must not move them under it.
  const [formVersion, setFormVersion] = useState(0);
  const settings = useQuery({
    queryKey: settingsKeys.settings,
    queryFn: fetchSiteSettings,
    refetchOnWindowFocus: false,
  });
  const currencies = useQuery({
    queryKey: settingsKeys.currencies,
    queryFn: fetchCurrencyCodes,
    staleTime: Infinity,
  });
  const edited = settings.data ? editedSwitchesSchema.safeParse(settings.data.switches) : undefined;

  const update = (change: (current: SiteSettings) => SiteSettings) =>
    queryClient.setQueryData<SiteSettings>(settingsKeys.settings, (current) =>
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
          currencyCodes={currencies.data ?? []}
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
