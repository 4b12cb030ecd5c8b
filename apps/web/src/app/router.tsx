import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import { HomePage } from '../features/home/components/home-page';
import { backgroundLocationOf } from '../lib/navigation/overlay';
import { nextPopupZIndex } from '../lib/popup-layer';
import { registerDefaultLinkActions } from './navigation/default-link-actions';
import styles from './router.module.css';
import { AppShell } from './shell/app-shell';

const ComingSoonPage = lazy(() =>
  import('./routes/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);
const ChatPage = lazy(() =>
  import('../features/chat/components/chat-page').then((module) => ({ default: module.ChatPage })),
);
const GamePage = lazy(() =>
  import('../features/games/components/game-page').then((module) => ({ default: module.GamePage })),
);
const FairnessPage = lazy(() =>
  import('../features/games/fairness/components/fairness-page').then((module) => ({
    default: module.FairnessPage,
  })),
);
const CrashPage = lazy(() =>
  import('../features/crash/components/crash-page').then((module) => ({ default: module.CrashPage })),
);
const NotFoundPage = lazy(() =>
  import('./routes/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

registerDefaultLinkActions();

/** Routes of spec §2. Those whose feature is not built yet show a "coming soon" page. */
const COMING_SOON_PATHS = ['embed', 'chatbet', 'freeSpin'];

const comingSoon = (
  <Suspense fallback={null}>
    <ComingSoonPage />
  </Suspense>
);

const chatLive = (
  <Suspense fallback={null}>
    <ChatPage />
  </Suspense>
);

/** The props of OverlayPage. */
interface OverlayPageProps {
  /** The page shown above home. */
  children: ReactNode;
}

/** A page above the home page (spec §2): closing it returns to home, which never left the screen. */
function OverlayPage({ children }: OverlayPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [zIndex] = useState(nextPopupZIndex);
  return (
    <div className={styles.overlay} style={{ zIndex }} data-testid="overlay-page">
      <button
        type="button"
        className={styles.close}
        onClick={() => void navigate('/')}
        aria-label={t('CLOSE')}
      >
        ×
      </button>
      {children}
    </div>
  );
}

/** The app's routes inside the shell; with a background location, home stays behind an overlay page. */
export function AppRoutes() {
  const location = useLocation();
  const background = backgroundLocationOf(location.state);
  return (
    <>
      <Routes location={background ?? location}>
        <Route element={<AppShell />}>
          <Route index element={<HomePage />} />
          {COMING_SOON_PATHS.map((path) => (
            <Route key={path} path={path} element={comingSoon} />
          ))}
          <Route path="chatlive" element={chatLive} />
          <Route
            path="fairness"
            element={
              <Suspense fallback={null}>
                <FairnessPage />
              </Suspense>
            }
          />
          {(['crash', 'aviator'] as const).map((gameId) => (
            <Route
              key={gameId}
              path={gameId}
              element={
                <Suspense fallback={null}>
                  <CrashPage key={gameId} gameId={gameId} />
                </Suspense>
              }
            />
          ))}
          <Route
            path="game/:gameId"
            element={
              <Suspense fallback={null}>
                <GamePage />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <Suspense fallback={null}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
      {background ? (
        <Routes>
          {COMING_SOON_PATHS.map((path) => (
            <Route key={path} path={path} element={<OverlayPage>{comingSoon}</OverlayPage>} />
          ))}
          <Route path="chatlive" element={<OverlayPage>{chatLive}</OverlayPage>} />
        </Routes>
      ) : null}
    </>
  );
}

/** The app's router. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
