import { lazy, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import { AppSlotsProvider, type AppSlots } from '../design/app-slots';
import { ActivityTickerSlot } from '../features/activity/components/activity-ticker-slot';
import { HomePage } from '../features/home/components/home-page';
import { listenForRealityChecks } from '../features/responsible/stores/reality-check-store';
import { registerResponsibleStatusTexts } from '../features/responsible/utils/status-texts';
import { loadChunk } from '../lib/lazy/chunk-load';
import { PageBoundary } from '../lib/lazy/page-boundary';
import { KYC_PAGE_PATH } from '../lib/navigation/account-paths';
import { backgroundLocationOf } from '../lib/navigation/overlay';
import { nextPopupZIndex } from '../lib/popup-layer';
import { registerDefaultLinkActions } from './navigation/default-link-actions';
import styles from './router.module.css';
import { AppShell } from './shell/app-shell';

const ComingSoonPage = lazy(() =>
  loadChunk(() => import('./routes/coming-soon-page').then((module) => ({ default: module.ComingSoonPage }))),
);
const ChatPage = lazy(() =>
  loadChunk(() =>
    import('../features/chat/components/chat-page').then((module) => ({ default: module.ChatPage })),
  ),
);
const GamePage = lazy(() =>
  loadChunk(() =>
    import('../features/games/components/game-page').then((module) => ({ default: module.GamePage })),
  ),
);
const FairnessPage = lazy(() =>
  loadChunk(() =>
    import('../features/games/fairness/components/fairness-page').then((module) => ({
      default: module.FairnessPage,
    })),
  ),
);
const CrashPage = lazy(() =>
  loadChunk(() =>
    import('../features/crash/components/crash-page').then((module) => ({ default: module.CrashPage })),
  ),
);
const AccountPage = lazy(() =>
  loadChunk(() =>
    import('../features/account/components/account-page').then((module) => ({ default: module.AccountPage })),
  ),
);
const ResponsiblePage = lazy(() =>
  loadChunk(() =>
    import('../features/responsible/components/responsible-page').then((module) => ({
      default: module.ResponsiblePage,
    })),
  ),
);
const VerificationPage = lazy(() =>
  loadChunk(() =>
    import('../features/kyc/components/verification-page').then((module) => ({
      default: module.VerificationPage,
    })),
  ),
);
const RewardsPage = lazy(() =>
  loadChunk(() =>
    import('../features/rewards/components/rewards-page').then((module) => ({ default: module.RewardsPage })),
  ),
);
const WheelPage = lazy(() =>
  loadChunk(() =>
    import('../features/wheel/components/wheel-page').then((module) => ({ default: module.WheelPage })),
  ),
);
const LotteryPage = lazy(() =>
  loadChunk(() =>
    import('../features/lottery/components/lottery-page').then((module) => ({ default: module.LotteryPage })),
  ),
);
const RecordRoute = lazy(() =>
  loadChunk(() => import('./routes/record-route').then((module) => ({ default: module.RecordRoute }))),
);
const FrameShell = lazy(() =>
  loadChunk(() => import('./shell/frame-shell').then((module) => ({ default: module.FrameShell }))),
);
const EmbedPage = lazy(() =>
  loadChunk(() =>
    import('../features/embed/components/embed-page').then((module) => ({ default: module.EmbedPage })),
  ),
);
const SportsbookPage = lazy(() =>
  loadChunk(() =>
    import('../features/sports/components/sportsbook-page').then((module) => ({
      default: module.SportsbookPage,
    })),
  ),
);
const NotFoundPage = lazy(() =>
  loadChunk(() => import('./routes/not-found-page').then((module) => ({ default: module.NotFoundPage }))),
);

registerDefaultLinkActions();
registerResponsibleStatusTexts();
listenForRealityChecks();

/** What features put into the home page's design slots (each loads its own code lazily). */
const HOME_SLOTS: AppSlots = { 'activity-ticker': ActivityTickerSlot };

const home = (
  <AppSlotsProvider slots={HOME_SLOTS}>
    <HomePage />
  </AppSlotsProvider>
);

/** Routes of spec §2. Those whose feature is not built yet show a "coming soon" page (none at present). */
const COMING_SOON_PATHS: readonly string[] = [];

const comingSoon = (
  <PageBoundary>
    <ComingSoonPage />
  </PageBoundary>
);

const chatLive = (
  <PageBoundary>
    <ChatPage />
  </PageBoundary>
);

const freeSpin = (
  <PageBoundary>
    <WheelPage />
  </PageBoundary>
);

const chatBet = (
  <PageBoundary>
    <LotteryPage />
  </PageBoundary>
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
        {/* The sportsbook lives in the /embed page's frame: no site header, menus or tab bar of its own. */}
        <Route
          element={
            <PageBoundary>
              <FrameShell />
            </PageBoundary>
          }
        >
          <Route
            path="sportsbook"
            element={
              <PageBoundary>
                <SportsbookPage />
              </PageBoundary>
            }
          />
        </Route>
        <Route element={<AppShell />}>
          <Route index element={home} />
          {COMING_SOON_PATHS.map((path) => (
            <Route key={path} path={path} element={comingSoon} />
          ))}
          <Route path="chatlive" element={chatLive} />
          <Route path="freeSpin" element={freeSpin} />
          <Route path="chatbet" element={chatBet} />
          <Route
            path="embed"
            element={
              <PageBoundary>
                <EmbedPage />
              </PageBoundary>
            }
          />
          <Route
            path="fairness"
            element={
              <PageBoundary>
                <FairnessPage />
              </PageBoundary>
            }
          />
          {(['crash', 'aviator'] as const).map((gameId) => (
            <Route
              key={gameId}
              path={gameId}
              element={
                <PageBoundary>
                  <CrashPage key={gameId} gameId={gameId} />
                </PageBoundary>
              }
            />
          ))}
          <Route
            path="account"
            element={
              <PageBoundary>
                <AccountPage />
              </PageBoundary>
            }
          />
          <Route
            path="account/responsible"
            element={
              <PageBoundary>
                <ResponsiblePage />
              </PageBoundary>
            }
          />
          <Route
            path={KYC_PAGE_PATH.slice(1)}
            element={
              <PageBoundary>
                <VerificationPage />
              </PageBoundary>
            }
          />
          <Route
            path="rewards"
            element={
              <PageBoundary>
                <RewardsPage />
              </PageBoundary>
            }
          />
          <Route
            path="record/:type/:id"
            element={
              <PageBoundary>
                <RecordRoute />
              </PageBoundary>
            }
          />
          <Route
            path="game/:gameId"
            element={
              <PageBoundary>
                <GamePage />
              </PageBoundary>
            }
          />
          <Route
            path="*"
            element={
              <PageBoundary>
                <NotFoundPage />
              </PageBoundary>
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
          <Route path="freeSpin" element={<OverlayPage>{freeSpin}</OverlayPage>} />
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
