import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

import { HomePage } from '../features/home/components/home-page';
import { registerDefaultLinkActions } from './navigation/default-link-actions';
import { AppShell } from './shell/app-shell';

const ComingSoonPage = lazy(() =>
  import('./routes/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('./routes/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

registerDefaultLinkActions();

/** Routes of spec §2. Those whose feature is not built yet show a "coming soon" page. */
const COMING_SOON_PATHS = ['embed', 'chatbet', 'chatlive', 'freeSpin'];

/** The app's routes, all inside the shell. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<HomePage />} />
          {COMING_SOON_PATHS.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={null}>
                  <ComingSoonPage />
                </Suspense>
              }
            />
          ))}
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
    </BrowserRouter>
  );
}
