import { DEVICE, SPEC } from '@casino/contracts';
import type { Device } from '@casino/contracts';

/** The width a server render assumes, having no window: a phone's or a desktop's, as the user agent says. */
let renderWidth: number = SPEC.mobileMaxWidthPx;

/** Sets the width the server's render of a page assumes (see entry-server). */
export function setRenderWidth(width: number): void {
  renderWidth = width;
}

const viewportWidth = () => (typeof window === 'undefined' ? renderWidth : window.innerWidth);

/** MOBILE at a window width of 768 px or less (spec §9), else PC. */
export function currentDevice(width: number = viewportWidth()): Device {
  return width <= SPEC.mobileMaxWidthPx ? DEVICE.mobile : DEVICE.pc;
}

/** The theme call's `device` query value for the same rule. */
export function themeDevice(width: number = viewportWidth()): 'mobile' | 'pc' {
  return currentDevice(width) === DEVICE.mobile ? 'mobile' : 'pc';
}

/** True when the page runs as an installed PWA (display-mode standalone). */
export function isStandalonePwa(): boolean {
  try {
    return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  } catch {
    return false;
  }
}

/** The address this page load started at: the installed app's start URL says `pwa=1` only there. */
const launchSearch = typeof window === 'undefined' ? '' : window.location.search;

/**
 * True when the page was opened as the installed app: its start URL (`/?pwa=1`, as it was at load, before
 * any navigation), display-mode standalone, or iOS's home-screen flag.
 */
export function launchedStandalone(search: string = launchSearch): boolean {
  if (typeof navigator === 'undefined') return false; // The server's render: a page in a browser tab.
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return new URLSearchParams(search).get('pwa') === '1' || isStandalonePwa() || iosStandalone;
}

/** The local time zone as an hours offset from UTC, e.g. -3 for Brasília, 5.5 for India. */
export function timezoneOffsetHours(date: Date = new Date()): number {
  return (0 - date.getTimezoneOffset()) / 60;
}
