/**
 * The service worker (vite-plugin-pwa, strategy injectManifest). Hand-written rather than generateSW: what
 * it must do is small and unusual ("navigations go to the network, and only when the network fails get the
 * offline page"; generateSW's navigateFallback would answer every navigation with a cached index.html, and
 * our index.html is rendered per request with the site configuration), and writing it out keeps the rules
 * about money and sessions readable in one place:
 *
 * - It precaches the app shell the build lists in `self.__WB_MANIFEST` (scripts, styles, the offline page,
 *   the icons) and answers those same-origin GETs from the cache.
 * - Top-level navigations: the network; when that fails, the precached offline page.
 * - Nothing else is touched: API answers, themes, language packs, game and socket traffic (all of which
 *   hold money or sessions) go straight to the network and are never stored.
 *
 * The app's TypeScript program has the DOM library, which clashes with the WebWorker one, so the few
 * worker types used here are declared locally.
 */

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  __WB_MANIFEST: PrecacheEntry[];
}

const worker = self as unknown as ServiceWorkerScope;

/** The injection point (spelled out: the build looks for `self.__WB_MANIFEST`), replaced by the files to precache. */
const MANIFEST: PrecacheEntry[] = (self as unknown as ServiceWorkerScope).__WB_MANIFEST;

/** The offline page answered to a navigation that the network could not serve. */
const OFFLINE_PAGE = '/offline.html';

/**
 * Paths the worker never answers nor stores: the API and everything that carries money, sessions or
 * per-player data. Requests to them simply go to the network.
 */
const NEVER_CACHED = /^\/(api|static|design|game|sock\.io|socket\.io|sandbox)(\/|$)/;

const CACHE_PREFIX = 'app-shell-';

/** A cache name per precache list: a new build gets a new cache, the old one is dropped on activation. */
function cacheName(entries: readonly PrecacheEntry[]): string {
  let hash = 0;
  for (const char of JSON.stringify(entries)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return `${CACHE_PREFIX}${(hash >>> 0).toString(36)}`;
}

const CACHE = cacheName(MANIFEST);
const precached = new Set(MANIFEST.map((entry) => new URL(entry.url, worker.location.href).pathname));

worker.addEventListener('install', (event) => {
  // `reload` skips the HTTP cache, so a file that changed (offline.html) is fetched afresh.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...precached].map((path) => new Request(path, { cache: 'reload' })))),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

// registerType 'prompt': a new worker waits until the player accepts the update in the page.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

async function offlinePage(): Promise<Response> {
  const cached = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
  return cached ?? new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } });
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Only the top-level page gets the offline page; a framed page (a game, a popup's page) is left alone.
    if (request.destination === 'document') event.respondWith(fetch(request).catch(offlinePage));
    return;
  }
  if (!precached.has(url.pathname)) return;
  event.respondWith(
    caches.match(url.pathname, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)),
  );
});
