import { INSTALL, NATIVE_BRIDGE_PLUGIN } from '@casino/contracts';
import type { NativeDeviceInfo, NativePopup } from '@casino/contracts';
import type { z } from 'zod';

import type { nativePopupSchema } from './native-schemas';

import { lookupWindowPlugin, waitForPlugin } from './plugin-lookup';
import type { PluginLookup } from './plugin-lookup';
import { isNativeShell } from './shell';

/**
 * The native bridge of spec §7: the wrapper's Capacitor plugin `NativeBridge` (apps/mobile). Inside the
 * native shell every call first waits for the plugin (it may be registered after the site started);
 * outside the shell every call does nothing and answers at once.
 */

/** How long a call waits for the bridge before the page treats the shell as having none. */
export const BRIDGE_GIVE_UP_MS = 10_000;

/** The plugin's methods as the wrapper implements them (every one answers a promise). */
export interface NativeBridgePlugin {
  launchUrl(options: { url: string }): Promise<unknown>;
  deviceInfo(): Promise<unknown>;
  onPopup(popup: NativePopup): Promise<unknown>;
  enterFullScreen(): Promise<unknown>;
  exitFullScreen(): Promise<unknown>;
  landScreen(): Promise<unknown>;
  portScreen(): Promise<unknown>;
}

/** The screen calls that need version code 113 (spec §9). */
type ScreenCall = 'enterFullScreen' | 'exitFullScreen' | 'landScreen' | 'portScreen';

/** What the site may ask of the wrapper. */
export interface NativeBridge {
  /** Whether the page runs in the shell (the user-agent marker); false means every call is a no-op. */
  readonly inShell: boolean;
  /** Opens `url` in the system browser; true when the shell took it. */
  launchUrl(url: string): Promise<boolean>;
  /** The shell's os and version, asked once and kept; null outside the shell or when it answers nonsense. */
  deviceInfo(): Promise<NativeDeviceInfo | null>;
  /** The device info if it has arrived already, without asking (null before, and outside the shell). */
  knownDeviceInfo(): NativeDeviceInfo | null;
  /** Opens `popup` in a native web view over the app; true when the shell took it. */
  onPopup(popup: z.input<typeof nativePopupSchema>): Promise<boolean>;
  /** Hides the system bars (version 113 or newer). */
  enterFullScreen(): Promise<void>;
  /** Shows the system bars again (version 113 or newer). */
  exitFullScreen(): Promise<void>;
  /** Locks the screen to landscape (version 113 or newer). */
  landScreen(): Promise<void>;
  /** Locks the screen to portrait (version 113 or newer). */
  portScreen(): Promise<void>;
}

/** Where createNativeBridge finds things (the defaults are this page's; tests pass their own). */
export interface NativeBridgeOptions {
  /** Whether the page runs in the wrapper. */
  inShell: boolean;
  /** Finds a registered plugin by name. */
  lookup: PluginLookup;
  /** Pause between looks for the plugin. */
  retryMs?: number;
  /** Give up on the plugin after this long. */
  giveUpMs?: number;
}

/** A bridge over the plugin `lookup` finds. */
export function createNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const { inShell, lookup } = options;
  const wait = {
    lookup,
    retryMs: options.retryMs ?? INSTALL.bridgeRetryMs,
    timeoutMs: options.giveUpMs ?? BRIDGE_GIVE_UP_MS,
  };
  let plugin: Promise<NativeBridgePlugin | null> | undefined;
  let info: Promise<NativeDeviceInfo | null> | undefined;
  let known: NativeDeviceInfo | null = null;

  /** The plugin, looked for once per page: every call shares the one wait. */
  function ready(): Promise<NativeBridgePlugin | null> {
    plugin ??= waitForPlugin<NativeBridgePlugin>(NATIVE_BRIDGE_PLUGIN, wait).then((found) => {
      if (!found) console.warn(`native: no ${NATIVE_BRIDGE_PLUGIN} after ${wait.timeoutMs} ms; bridge off`);
      return found;
    });
    return plugin;
  }

  /** Runs one plugin method; false when there is no bridge or the shell failed it. */
  async function call(run: (bridge: NativeBridgePlugin) => Promise<unknown>, name: string): Promise<boolean> {
    if (!inShell) return false;
    const bridge = await ready();
    if (!bridge) return false;
    try {
      await run(bridge);
      return true;
    } catch (error) {
      console.warn(`native: ${name} failed`, error);
      return false;
    }
  }

  async function loadDeviceInfo(): Promise<NativeDeviceInfo | null> {
    const bridge = await ready();
    if (!bridge) return null;
    try {
      const { nativeDeviceInfoSchema } = await import('./native-schemas');
      const parsed = nativeDeviceInfoSchema.safeParse(await bridge.deviceInfo());
      if (parsed.success) {
        known = parsed.data;
        return known;
      }
      console.warn('native: deviceInfo does not match the contract', parsed.error.issues);
    } catch (error) {
      console.warn('native: deviceInfo failed', error);
    }
    return null;
  }

  async function deviceInfo(): Promise<NativeDeviceInfo | null> {
    if (!inShell) return null;
    info ??= loadDeviceInfo();
    return info;
  }

  /** A screen call, skipped on shells older than version code 113. */
  async function screenCall(name: ScreenCall): Promise<void> {
    if (!inShell) return;
    const device = await deviceInfo();
    if (!device || device.realVersionCode < INSTALL.minFullScreenVersionCode) {
      console.debug(`native: ${name} skipped, shell version ${device?.realVersionCode ?? 'unknown'}`);
      return;
    }
    await call((bridge) => bridge[name](), name);
  }

  return {
    inShell,
    launchUrl: (url) => call((bridge) => bridge.launchUrl({ url }), 'launchUrl'),
    deviceInfo,
    knownDeviceInfo: () => known,
    onPopup: async (popup) => {
      if (!inShell) return false;
      const { nativePopupSchema } = await import('./native-schemas');
      const parsed = nativePopupSchema.safeParse(popup);
      if (!parsed.success) {
        console.warn('native: onPopup argument does not match the contract', parsed.error.issues);
        return false;
      }
      return call((bridge) => bridge.onPopup(parsed.data), 'onPopup');
    },
    enterFullScreen: () => screenCall('enterFullScreen'),
    exitFullScreen: () => screenCall('exitFullScreen'),
    landScreen: () => screenCall('landScreen'),
    portScreen: () => screenCall('portScreen'),
  };
}

/** This page's bridge. */
export const nativeBridge: NativeBridge = createNativeBridge({
  inShell: isNativeShell(),
  lookup: lookupWindowPlugin,
});
