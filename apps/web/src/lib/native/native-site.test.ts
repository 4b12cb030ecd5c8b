import { describe, expect, it, vi } from 'vitest';

import { NATIVE_BRIDGE_METHODS } from '@casino/contracts';

import { createNativeBridge } from './bridge';
import type { NativeBridgePlugin } from './bridge';
import { nativeClientHeaders } from './device-headers';
import { openNativePopup } from './native-popup';
import { shareOriginFromExtra } from './share-origin';
import { enterHorizontalLayout, leaveHorizontalLayout } from './use-horizontal-layout';

function recordingBridge(inShell: boolean, realVersionCode = 113) {
  const calls: string[] = [];
  const method = (name: string) => async () => {
    calls.push(name);
    return name === 'deviceInfo' ? { os: 'ios', context: 'Casino 1.1.3', realVersionCode } : {};
  };
  const plugin = Object.fromEntries(
    NATIVE_BRIDGE_METHODS.map((name) => [name, method(name)]),
  ) as unknown as NativeBridgePlugin;
  return { bridge: createNativeBridge({ inShell, lookup: () => plugin }), calls };
}

describe('site uses of the bridge', () => {
  it('turns the horizontal layout on and off', async () => {
    const { bridge, calls } = recordingBridge(true);
    await enterHorizontalLayout(bridge);
    await leaveHorizontalLayout(bridge);
    expect(calls).toEqual(['deviceInfo', 'enterFullScreen', 'landScreen', 'exitFullScreen', 'portScreen']);
  });

  it('builds the share origin from getH5RefAppUrl extra, refusing anything but a host', () => {
    expect(shareOriginFromExtra(['play.example.com'])).toBe('https://play.example.com');
    expect(shareOriginFromExtra(['play.example.com:8443'])).toBe('https://play.example.com:8443');
    expect(shareOriginFromExtra(['evil.com/path?x'])).toBeNull();
    expect(shareOriginFromExtra([])).toBeNull();
    expect(shareOriginFromExtra(undefined)).toBeNull();
  });

  it('fills APP and VERSION from deviceInfo once it is known, never waiting', async () => {
    const { bridge } = recordingBridge(true, 115);
    expect(nativeClientHeaders(bridge)).toBeNull();
    await bridge.deviceInfo();
    expect(nativeClientHeaders(bridge)).toEqual({ app: 'ios', version: '115' });
    expect(nativeClientHeaders(recordingBridge(false).bridge)).toBeNull();
  });

  it('opens only external pages in the native popup, and only in the shell', async () => {
    const shell = recordingBridge(true);
    expect(await openNativePopup('Terms', '/terms', shell.bridge)).toBe(false);
    expect(await openNativePopup('Terms', 'https://example.com/terms', shell.bridge)).toBe(true);
    expect(shell.calls).toEqual(['onPopup']);
    const web = recordingBridge(false);
    const onPopup = vi.spyOn(web.bridge, 'onPopup');
    expect(await openNativePopup('Terms', 'https://example.com/terms', web.bridge)).toBe(false);
    expect(onPopup).not.toHaveBeenCalled();
  });
});
