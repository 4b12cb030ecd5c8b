import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Tabs } from '../../lib/tabs';
import { CrashChainsSection } from './crash-chains-section';
import { CrashLiveSection } from './crash-live-section';
import { GameCatalogue } from './game-catalogue';
import styles from './games.module.css';

const TABS = ['catalogue', 'live', 'chains'] as const;
type TabId = (typeof TABS)[number];

/**
 * The games back office (admins): the catalogue's switches and limits, the crash games live, and the crash
 * chains' salts. Each is a tab, so the live view is one click away rather than below the whole catalogue.
 */
export function GamesScreen() {
  const { t } = useTranslation('games');
  const [selected, setSelected] = useState<TabId>('catalogue');
  return (
    <section className="page" aria-labelledby="games-title">
      <h1 id="games-title">{t('title')}</h1>
      <Tabs
        label={t('tabs.label')}
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={selected}
        onSelect={setSelected}
        classNames={{ root: styles.tabs, list: 'tabs', panel: styles.panel }}
      >
        {selected === 'catalogue' ? <GameCatalogue /> : null}
        {selected === 'live' ? <CrashLiveSection /> : null}
        {selected === 'chains' ? <CrashChainsSection /> : null}
      </Tabs>
    </section>
  );
}
