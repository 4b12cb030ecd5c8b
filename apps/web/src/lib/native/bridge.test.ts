import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BRIDGE_GIVE_UP_MS, createNativeBridge } from './bridge';
import type { NativeBridgePlugin } from './bridge';

/** A fake NativeBridge plugin recording its calls, answering `realVersionCode`. */
function fakePlugin(realVersionCode = 113) {
  const calls: [string, unknown][] = [];
  const record =
    (name: string) =>
    async (argument?: unknown): Promise<unknown> => {
      calls.push([name, argument]);
      return name === 'deviceInfo'
        ? { os: 'android', context: 'com.casino.player 1.1.3', realVersionCode }
        : {};
    };
  const plugin: NativeBridgePlugin = {
    launchUrl: record('launchUrl'),
    deviceInfo: record('deviceInfo'),
    onPopup: record('onPopup'),
    enterFullScreen: record('enterFullScreen'),
    exitFullScreen: record('exitFullScreen'),
    landScreen: record('landScreen'),
    portScreen: record('portScreen'),
  };
  return { plugin, calls, names: () => calls.map(([name]) => name) };
}

/** A lookup that finds `plugin` only once `registered` is set. */
function lateLookup(plugin: NativeBridgePlugin) {
  const state = { registered: false, looks: 0 };
  const lookup = (name: string) => {
    state.looks += 1;
    return state.registered && name === 'NativeBridge' ? plugin : undefined;
  };
  return { state, lookup };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('native bridge', () => {
  it('does nothing outside the shell, and never looks for the plugin', async () => {
    const fake = fakePlugin();
    const lookup = vi.fn(() => fake.plugin);
    const bridge = createNativeBridge({ inShell: false, lookup });
    expect(await bridge.launchUrl('https://example.com/')).toBe(false);
    expect(await bridge.deviceInfo()).toBeNull();
    await bridge.enterFullScreen();
    expect(await bridge.onPopup({ url: 'https://example.com/' })).toBe(false);
    expect(lookup).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });

  it('waits for a late plugin, looking every 100 ms, then calls it once it is there', async () => {
    const fake = fakePlugin();
    const { state, lookup } = lateLookup(fake.plugin);
    const bridge = createNativeBridge({ inShell: true, lookup });
    const launched = bridge.launchUrl('https://example.com/x');
    expect(state.looks).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(state.looks).toBe(4);
    expect(fake.calls).toEqual([]);
    state.registered = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(await launched).toBe(true);
    expect(fake.calls).toEqual([['launchUrl', { url: 'https://example.com/x' }]]);
  });

  it('shares one wait between calls and gives up after the limit, warning once', async () => {
    const fake = fakePlugin();
    const { state, lookup } = lateLookup(fake.plugin);
    const bridge = createNativeBridge({ inShell: true, lookup });
    const first = bridge.launchUrl('https://example.com/');
    const second = bridge.deviceInfo();
    await vi.advanceTimersByTimeAsync(BRIDGE_GIVE_UP_MS);
    expect(await first).toBe(false);
    expect(await second).toBeNull();
    expect(state.looks).toBe(BRIDGE_GIVE_UP_MS / 100 + 1);
    expect(console.warn).toHaveBeenCalledTimes(1);
    // Once given up, the page treats the shell as having no bridge, without looking again.
    state.registered = true;
    expect(await bridge.launchUrl('https://example.com/')).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  it('asks deviceInfo once, validates it and keeps it', async () => {
    const fake = fakePlugin(120);
    const bridge = createNativeBridge({ inShell: true, lookup: () => fake.plugin });
    expect(bridge.knownDeviceInfo()).toBeNull();
    const info = await bridge.deviceInfo();
    expect(info).toEqual({ os: 'android', context: 'com.casino.player 1.1.3', realVersionCode: 120 });
    await bridge.deviceInfo();
    expect(bridge.knownDeviceInfo()).toEqual(info);
    expect(fake.names()).toEqual(['deviceInfo']);
  });

  it('treats a deviceInfo off the contract as none', async () => {
    const fake = fakePlugin();
    fake.plugin.deviceInfo = async () => ({ os: 'windows', realVersionCode: '113' });
    const bridge = createNativeBridge({ inShell: true, lookup: () => fake.plugin });
    expect(await bridge.deviceInfo()).toBeNull();
    await bridge.landScreen();
    expect(fake.calls).toEqual([]);
  });

  it('makes the screen calls on version code 113', async () => {
    const fake = fakePlugin(113);
    const bridge = createNativeBridge({ inShell: true, lookup: () => fake.plugin });
    await bridge.enterFullScreen();
    await bridge.landScreen();
    await bridge.exitFullScreen();
    await bridge.portScreen();
    expect(fake.names()).toEqual([
      'deviceInfo',
      'enterFullScreen',
      'landScreen',
      'exitFullScreen',
      'portScreen',
    ]);
  });

  it('skips the screen calls on older shells, with a debug note', async () => {
    const fake = fakePlugin(112);
    const bridge = createNativeBridge({ inShell: true, lookup: () => fake.plugin });
    await bridge.enterFullScreen();
    await bridge.landScreen();
    await bridge.exitFullScreen();
    await bridge.portScreen();
    expect(fake.names()).toEqual(['deviceInfo']);
    expect(console.debug).toHaveBeenCalledTimes(4);
  });

  it('validates the popup and fills its defaults', async () => {
    const fake = fakePlugin();
    const bridge = createNativeBridge({ inShell: true, lookup: () => fake.plugin });
    expect(await bridge.onPopup({ url: 'not a url' })).toBe(false);
    expect(await bridge.onPopup({ url: 'https://example.com/terms', title: 'Terms' })).toBe(true);
    expect(fake.calls).toEqual([
      [
        'onPopup',
        { top: 0, title: 'Terms', url: 'https://example.com/terms', fullScreen: false, script: '' },
      ],
    ]);
  });

  it('answers false when the shell rejects a call', async () => {
    const fake = fakePlugin();
    fake.plugin.launchUrl = async () => {
      throw new Error('no activity');
    };
    const bridge = createNativeBridge({ inShell: true, lookup: () => fake.plugin });
    expect(await bridge.launchUrl('https://example.com/')).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
