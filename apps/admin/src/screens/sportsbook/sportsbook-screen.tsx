import { useTranslation } from 'react-i18next';

import { MarketActionsSection } from './market-actions-section';
import { SettingsSection } from './settings-section';

/** The sportsbook back office (admins): the book's settings, and hand actions on events and markets. */
export function SportsbookScreen() {
  const { t } = useTranslation('sportsbook');
  return (
    <section className="page" aria-labelledby="sportsbook-title">
      <h1 id="sportsbook-title">{t('title')}</h1>
      <SettingsSection />
      <MarketActionsSection />
    </section>
  );
}
