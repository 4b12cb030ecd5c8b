import { nativeBridge } from './bridge';
import type { NativeBridge } from './bridge';

/** The APP and VERSION header values of the native shell. */
export interface NativeClientHeaders {
  /** The shell's os: android or ios. */
  app: string;
  /** The shell's version code. */
  version: string;
}

/**
 * Inside the native shell the APP and VERSION headers name the shell (its os and version code, from the
 * bridge's deviceInfo) rather than the web build. Never waits: the first call asks the bridge, and requests
 * made before it answers go out as the web client's; null on the web.
 */
export function nativeClientHeaders(bridge: NativeBridge = nativeBridge): NativeClientHeaders | null {
  if (!bridge.inShell) return null;
  const info = bridge.knownDeviceInfo();
  if (!info) {
    void bridge.deviceInfo();
    return null;
  }
  return { app: info.os, version: String(info.realVersionCode) };
}
