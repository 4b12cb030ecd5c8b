/** Pages that open above the home page, with home as the background location (spec §2). */
export const OVERLAY_PATHS: readonly string[] = ['/chatlive', '/freeSpin'];

/** The router state that keeps home on screen behind an overlay page. */
export interface OverlayState {
  backgroundLocation: { pathname: string; search: string; hash: string };
}

/** True when `path` (with or without a query) opens as an overlay. */
export function isOverlayPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return OVERLAY_PATHS.includes(pathname);
}

/** The state to navigate with so that home stays behind. */
export function overlayState(): OverlayState {
  return { backgroundLocation: { pathname: '/', search: '', hash: '' } };
}

/** The background location of a router state, if it has one. */
export function backgroundLocationOf(state: unknown): OverlayState['backgroundLocation'] | undefined {
  const background = (state as Partial<OverlayState> | null)?.backgroundLocation;
  return background && typeof background.pathname === 'string' ? background : undefined;
}
