import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { FeedbackHost } from '../../components/ui/feedback-host';
import { hasToken, useSessionStore } from '../../lib/session/user-store';
import { useShellStartup } from './use-shell-startup';

const RealityCheckHost = lazy(() =>
  import('../../features/responsible/components/reality-check-host').then((module) => ({
    default: module.RealityCheckHost,
  })),
);

/**
 * The shell of a page made to live in another page's frame (the sportsbook inside /embed): the shell's
 * start-up (settings, language, session) without the site's header, menus, footer, tab bar and popups,
 * which the page around the frame already shows. The reality check's timer is the page around's too; the
 * frame shows only a check one of its own calls was refused for.
 */
export function FrameShell() {
  const { startup, packPending } = useShellStartup();
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  // The frame stays blank (the page around it shows its own) until the texts are there.
  if (!startup || packPending) return null;
  return (
    <>
      <Outlet />
      <FeedbackHost />
      {loggedIn ? (
        <Suspense fallback={null}>
          <RealityCheckHost scheduled={false} />
        </Suspense>
      ) : null}
    </>
  );
}
