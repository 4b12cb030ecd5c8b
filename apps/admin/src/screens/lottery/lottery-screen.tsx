import { useTranslation } from 'react-i18next';

import { useOperator } from '../../lib/session';
import { BannedWordsSection } from './banned-words-section';
import { MuteSection } from './mute-section';
import { RoomsSection } from './rooms-section';

/** The lottery rooms back office: the rooms themselves (admins) and their chats' moderation (support). */
export function LotteryScreen() {
  const { t } = useTranslation('lottery');
  const isAdmin = useOperator()?.roles.includes('admin') ?? false;
  return (
    <section className="page" aria-labelledby="lottery-title">
      <h1 id="lottery-title">{t('title')}</h1>
      {isAdmin ? <RoomsSection /> : null}
      <div className="grid-2">
        <BannedWordsSection />
        <MuteSection />
      </div>
    </section>
  );
}
