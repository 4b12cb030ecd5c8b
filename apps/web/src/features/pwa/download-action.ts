import type { Web2Pwa } from '@casino/contracts';

/** Where the page runs, as the `#download` link sees it. */
export interface DownloadContext {
  /** Inside the Android or iOS wrapper. */
  nativeShell: boolean;
  /** Opened as the installed web app. */
  standalone: boolean;
  /** iOS Safari, outside the installed app. */
  iosSafari: boolean;
  /** The operator's install settings (GET /api/ads/web2pwa); null when they could not be read. */
  config: Web2Pwa | null;
  /** The link's value: `#download=pwa|android|ios`, empty for plain `#download`. */
  value: string;
}

/** What `#download` does. */
export type DownloadStep =
  | { kind: 'already-installed' }
  | { kind: 'open-link'; url: string }
  | { kind: 'ios-guide' }
  | { kind: 'install-pwa' }
  | { kind: 'unavailable' };

/**
 * The `#download` special link (spec §2, §4 "PWA install"): nothing to do inside the app itself; on iOS
 * Safari the iOS app or the add-to-home-screen guide; elsewhere the PWA install flow when the operator
 * enables it, else the Android download link. `=android` and `=ios` ask for that store link first;
 * `=pwa` for the web app.
 */
export function chooseDownloadStep(context: DownloadContext): DownloadStep {
  const { nativeShell, standalone, iosSafari, config, value } = context;
  if (nativeShell || standalone) return { kind: 'already-installed' };
  const enablePwa = config?.enablePwa ?? false;
  const downloadLink = config?.downloadLink ?? '';
  const iosLink = config?.iosLink ?? '';
  if (value === 'android' && downloadLink) return { kind: 'open-link', url: downloadLink };
  if (value === 'ios' && iosLink) return { kind: 'open-link', url: iosLink };
  if (iosSafari) {
    if (iosLink && value !== 'pwa') return { kind: 'open-link', url: iosLink };
    return { kind: 'ios-guide' };
  }
  if (enablePwa) return { kind: 'install-pwa' };
  if (downloadLink) return { kind: 'open-link', url: downloadLink };
  return { kind: 'unavailable' };
}

/** Whether an iOS Safari visitor gets the add-to-home guide once on their own (no iOS app, PWA on). */
export function offersIosGuideOnArrival(
  context: Omit<DownloadContext, 'value'>,
  dismissed: boolean,
): boolean {
  return (
    !dismissed &&
    !context.nativeShell &&
    !context.standalone &&
    context.iosSafari &&
    (context.config?.enablePwa ?? false) &&
    !context.config?.iosLink
  );
}
