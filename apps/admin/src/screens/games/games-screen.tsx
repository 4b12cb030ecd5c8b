import { useTranslation } from 'react-i18next';

import { CrashChainsSection } from './crash-chains-section';
import { GameCatalogue } from './game-catalogue';

/** The games back office (admins): the catalogue's switches and limits, and the crash chains' salts. */
export function GamesScreen() {
  const { t } = useTranslation('games');
  return (
    <section className="page" aria-labelledby="games-title">
      <h1 id="games-title">{t('title')}</h1>
      <GameCatalogue />
      <CrashChainsSection />
    </section>
  );
}
