/**
 * The mobile wrapper (apps/mobile) appends `CasinoShell/<versionCode>` to its web view's user agent, so the
 * page knows it runs inside the native app from its first line, before the native bridge is ready.
 */
export const NATIVE_SHELL_UA_MARKER = 'CasinoShell/';

/** True when the page runs inside the Android or iOS wrapper. */
export function isNativeShell(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return userAgent.includes(NATIVE_SHELL_UA_MARKER);
}
