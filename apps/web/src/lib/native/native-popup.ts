import { nativeBridge } from './bridge';
import type { NativeBridge } from './bridge';

/**
 * Inside the native app, the page popup (spec §2) of an external http(s) page opens in a native web view
 * (the bridge's onPopup) instead of an iframe, which many sites refuse to be framed in. True when the shell
 * took it; false on the web, for the site's own paths, or when the shell could not.
 */
export async function openNativePopup(
  title: string,
  url: string,
  bridge: NativeBridge = nativeBridge,
): Promise<boolean> {
  if (!bridge.inShell || !/^https?:\/\//i.test(url)) return false;
  return bridge.onPopup({ top: 0, title, url, fullScreen: false, script: '' });
}
