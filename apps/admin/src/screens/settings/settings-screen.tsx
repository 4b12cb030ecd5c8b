import { SECOND_PERSON_SETTINGS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteCurrencies, type SiteCurrency } from '../../lib/site-currencies';
import { ErrorBanner } from '../../lib/ui';
import { SITE_SETTINGS_KEY, useSiteSettings, type SiteSettings } from './api/get-site-settings';
import { MaintenanceSection } from './maintenance-section';
import { PendingChangesSection } from './pending-changes-section';
import { editedSwitchesSchema, otherSwitches } from './settings-draft';
import { SettingsForm } from './settings-form';
import styles from './settings.module.css';

const codeOf = (currency: SiteCurrency) => currency.id;

/** What the page announces after a change went through. */
type Outcome =
  | { kind: 'saved'; count: number; proposed: boolean }
  | { kind: 'maintenance'; enabled: boolean }
  | { kind: 'approve' | 'discard' };

/** Whether a saved change named a four-eyes setting: that part waits for a second admin. */
const proposesAny = (keys: readonly string[]) =>
  keys.some((key) => (SECOND_PERSON_SETTINGS as readonly string[]).includes(key));

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
        {outcome?.kind === 'saved' && outcome.proposed ? ` ${t('pending.proposed')}` : null}
        {outcome?.kind === 'approve' ? t('pending.approved') : null}
        {outcome?.kind === 'discard' ? t('pending.discarded') : null}
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
      {settings.data ? (
        <PendingChangesSection
          changes={settings.data.pendingChanges}
          onDecided={(now, decision) => {
            queryClient.setQueryData<SiteSettings>(SITE_SETTINGS_KEY, now);
            setFormVersion((version) => version + 1);
            setOutcome({ kind: decision });
          }}
        />
      ) : null}
      {edited?.success ? (
        <SettingsForm
          key={formVersion}
          switches={edited.data}
          currencyCodes={currencyCodes}
          onSaved={(keys, switches) => {
            update((current) => ({ ...current, switches }));
            setFormVersion((version) => version + 1);
            const proposed = proposesAny(keys);
            setOutcome({ kind: 'saved', count: keys.length, proposed });
            // A proposal shows among the changes waiting for a second admin.
            if (proposed) void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
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
