import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useHorizontalLayout } from '../../../lib/native/use-horizontal-layout';
import { useSportsFrame } from '../hooks/use-sports-frame';
import styles from './embed.module.css';

/** What /embed can show, by gameId: the page it frames and its names (language keys). */
const EMBEDDED = {
  sports: { src: '/sportsbook', titleKey: 'EMBED_SPORTS_TITLE', frameTitleKey: 'EMBED_SPORTS_FRAME_TITLE' },
} as const;
type EmbeddedId = keyof typeof EMBEDDED;

const isEmbeddedId = (value: string | null): value is EmbeddedId =>
  value !== null && Object.hasOwn(EMBEDDED, value);

/**
 * The embedded page (spec §2 /embed): a game or the sportsbook full height in a frame, under a small header
 * that goes back home. `/embed?gameId=sports` frames our own sportsbook, which talks to this page through
 * the frame protocol (login, deposit, balance). An unknown gameId says so.
 */
export function EmbedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const gameId = params.get('gameId');
  const title = isEmbeddedId(gameId) ? t(EMBEDDED[gameId].titleKey) : t('EMBED_NOT_FOUND_TITLE');
  useHorizontalLayout(isEmbeddedId(gameId));

  return (
    <section className={styles.page} aria-labelledby="embed-title" data-testid="embed-page">
      <header className={styles.header}>
        <button
          type="button"
          className={styles.back}
          onClick={() => void navigate('/')}
          aria-label={t('EMBED_BACK_HOME')}
          data-testid="embed-back"
        >
          ‹
        </button>
        <h1 id="embed-title" className={styles.title}>
          {title}
        </h1>
      </header>
      {isEmbeddedId(gameId) ? (
        <EmbeddedFrame gameId={gameId} />
      ) : (
        <div className={styles.notFound} role="alert" data-testid="embed-not-found">
          <p>{t('EMBED_NOT_FOUND_TEXT')}</p>
          <button type="button" className={styles.home} onClick={() => void navigate('/')}>
            {t('EMBED_BACK_HOME')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The frame of an embedded page, reloaded in the language the site switches to. */
function EmbeddedFrame({ gameId }: { gameId: EmbeddedId }) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  useSportsFrame(frame);
  const embedded = EMBEDDED[gameId];
  return (
    <iframe
      key={i18n.language}
      ref={frame}
      className={styles.frame}
      src={embedded.src}
      title={t(embedded.frameTitleKey)}
      data-testid="embed-frame"
    />
  );
}
