/// <reference types="vite-plugin-pwa/vanillajs" />

import { whenIdle } from '../../lib/scheduling/when-idle';

/** Lets the waiting worker take over, and reloads the page once it controls it. */
function activate(skipWaiting: () => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void skipWaiting();
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so that neither the
 * worker's script nor its precache downloads compete with the first paint. Only in a build: the dev
 * server has no worker. `onUpdateReady` hears of a new version waiting (registerType 'prompt'), with the
 * function that activates it; the page then reloads.
 */
export function registerWorkerWhenIdle(onUpdateReady: (apply: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      // `immediate`: the load event this module would otherwise wait for has already passed.
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => onUpdateReady(() => activate(update)),
        // The reload is ours (see activate): the plugin's misses an update found on a page whose first
        // worker was installed during the same visit.
        onNeedReload: () => undefined,
      });
    });
  };
  const registerWhenIdle = () => void whenIdle(3_000).then(register);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
