import { INSTALL } from '@casino/contracts';

import { lookupWindowPlugin, waitForPlugin, withinMs } from './plugin-lookup';
import type { PluginLookup } from './plugin-lookup';
import { isNativeShell } from './shell';

/**
 * The web-to-app invite (spec §7 `wta`, §9 `W2A-`): a player who came from an invite link on the web and
 * installed the app finds `W2A-<code>` on the clipboard (the download page put it there). The app reads it
 * at start and sends the code with the startup call, which resolves it like an invite code.
 */

/** The Capacitor Clipboard plugin (`@capacitor/clipboard`), the one method used. */
interface ClipboardPlugin {
  read(): Promise<{ value?: unknown }>;
}

/** At most this long is spent on the clipboard before the startup call goes without it (first paint). */
export const CLIPBOARD_READ_LIMIT_MS = 300;

/** The longest `wta` the startup call accepts. */
const WTA_MAX_LENGTH = 256;

/** The invite code in a clipboard text, or undefined when the text is not a `W2A-` invite. */
export function wtaFromClipboardText(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text.startsWith(INSTALL.clipboardPrefix)) return undefined;
  const code = text.slice(INSTALL.clipboardPrefix.length).trim();
  return code && code.length <= WTA_MAX_LENGTH && /^[\x21-\x7E]+$/.test(code) ? code : undefined;
}

/** Where readClipboardWta looks (this page's by default). */
export interface ClipboardWtaOptions {
  /** Whether the page runs in the wrapper. */
  inShell: boolean;
  /** Finds a registered plugin by name. */
  lookup: PluginLookup;
  /** The whole read's bound. */
  limitMs?: number;
}

/** The clipboard's invite code inside the native shell, within the bound; undefined otherwise. */
export async function readClipboardWta(options: ClipboardWtaOptions): Promise<string | undefined> {
  if (!options.inShell) return undefined;
  const limitMs = options.limitMs ?? CLIPBOARD_READ_LIMIT_MS;
  const read = async () => {
    const wait = { lookup: options.lookup, retryMs: INSTALL.bridgeRetryMs, timeoutMs: limitMs };
    const clipboard = await waitForPlugin<ClipboardPlugin>('Clipboard', wait);
    return clipboard ? wtaFromClipboardText((await clipboard.read()).value) : undefined;
  };
  return withinMs<string | undefined>(read(), limitMs, undefined);
}

let pageWta: Promise<string | undefined> | undefined;

/** This page's clipboard invite code, read once per page load (every startup call of the page sends it). */
export function clipboardWta(): Promise<string | undefined> {
  pageWta ??= readClipboardWta({ inShell: isNativeShell(), lookup: lookupWindowPlugin });
  return pageWta;
}
