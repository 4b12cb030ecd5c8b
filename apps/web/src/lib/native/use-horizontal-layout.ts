import type { StartupSettings } from '@casino/contracts';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';

import { STARTUP_QUERY_KEY } from '../site/use-startup-settings';
import { nativeBridge } from './bridge';
import type { NativeBridge } from './bridge';

/**
 * Horizontal layout (spec §4): with the startup setting `horizontalCom` on, a game view turns the native
 * shell to full screen and landscape while it is shown, and back to bars and portrait when it goes.
 * Only the native shell (version code 113 or newer) does anything; the web page stays as it is.
 * Horizontal-layout content is where a game is played: /embed (a framed game or the sportsbook),
 * /game/:gameId and the live /crash and /aviator. Not the lobby, menus, account pages or the /chatbet rooms,
 * which are chat-like lists read upright.
 */

/** Full screen, then landscape. */
export async function enterHorizontalLayout(bridge: NativeBridge): Promise<void> {
  await Promise.all([bridge.enterFullScreen(), bridge.landScreen()]);
}

/** Bars back, then portrait. */
export async function leaveHorizontalLayout(bridge: NativeBridge): Promise<void> {
  await Promise.all([bridge.exitFullScreen(), bridge.portScreen()]);
}

/**
 * Switches the shell to the horizontal layout while `active` (the caller's view is horizontal-layout
 * content) and the operator has `horizontalCom` on. The startup settings are read from the query cache:
 * the app renders nothing before they arrive, and a view outside the app (a test) has none and stays put.
 */
export function useHorizontalLayout(active: boolean, bridge: NativeBridge = nativeBridge): void {
  const queryClient = useContext(QueryClientContext);
  const horizontalCom =
    bridge.inShell && queryClient?.getQueryData<StartupSettings>(STARTUP_QUERY_KEY)?.horizontalCom === true;
  const on = active && horizontalCom;
  useEffect(() => {
    if (!on) return undefined;
    void enterHorizontalLayout(bridge);
    return () => void leaveHorizontalLayout(bridge);
  }, [on, bridge]);
}
