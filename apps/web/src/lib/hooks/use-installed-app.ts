import { useSyncExternalStore } from 'react';

import { launchedStandalone } from '../device';
import { isNativeShell } from '../native/shell';

/** Whether the page runs as the installed app or inside the native wrapper: fixed for the page's life. */
const isInstalledApp = () => launchedStandalone() || isNativeShell();
const unchanging = () => () => {};

/**
 * True when the page runs as the installed app or inside the native wrapper. The server cannot know, so its
 * first paint, and the render that hydrates it, see a browser tab; the menus drop their install entries
 * right after the take-over. A page rendered afresh knows from its first render.
 */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(unchanging, isInstalledApp, () => false);
}
