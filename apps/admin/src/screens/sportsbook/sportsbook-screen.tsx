import { useTranslation } from 'react-i18next';

import { FeedHealthSection } from './feed-health-section';
import { MarketActionsSection } from './market-actions-section';
import { SettingsSection } from './settings-section';

/** The sportsbook back office (admins): the book's settings, hand actions on events and markets, and the odds feed's health. */
export function SportsbookScreen() {
  const { t } = useTranslation('sportsbook');
  return (
    <section className="page" aria-labelledby="sportsbook-title">
      <h1 id="sportsbook-title">{t('title')}</h1>
      <SettingsSection />
      <MarketActionsSection />
      <FeedHealthSection />
    </section>
  );
}
