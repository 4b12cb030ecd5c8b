export { launchedStandalone } from '../../lib/device';

/** The start URL of the web manifest: the installed app opens here, and marks itself with `pwa=1`. */
export const PWA_START_URL = '/?pwa=1';

/** True on an iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * True in Safari on iOS, the one browser there that can add a site to the home screen; Chrome, Firefox,
 * Edge and in-app browsers on iOS say so in their user agent.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    isIos(userAgent, maxTouchPoints) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent)
  );
}
