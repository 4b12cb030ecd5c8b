import { Outlet } from 'react-router';

import { FeedbackHost } from '../../components/ui/feedback-host';
import { useShellStartup } from './use-shell-startup';

/**
 * The shell of a page made to live in another page's frame (the sportsbook inside /embed): the shell's
 * start-up (settings, language, session) without the site's header, menus, footer, tab bar and popups,
 * which the page around the frame already shows.
 */
export function FrameShell() {
  const { startup, packPending } = useShellStartup();
  // The frame stays blank (the page around it shows its own) until the texts are there.
  if (!startup || packPending) return null;
  return (
    <>
      <Outlet />
      <FeedbackHost />
    </>
  );
}
