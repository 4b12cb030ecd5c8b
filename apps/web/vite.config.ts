import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { offlineVerifier } from './build/offline-verifier.ts';
import { precompress } from './build/precompress.ts';
import { pureContracts } from './build/pure-contracts.ts';
import { mobileLayoutCss } from './src/design/mobile-layout-css.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const API_SERVER = 'http://127.0.0.1:3000';

/**
 * The installable app (spec §4 "PWA install"): the web manifest and the service worker of src/sw.ts
 * (injectManifest: the worker is hand-written, see there why). The page registers the worker itself, after
 * load and only in a build (features/pwa), so `injectRegister` is off.
 */
let outDir = '';

/** Learns where the build writes (the command line may change it), for the precache list below. */
const rememberOutDir: Plugin = {
  name: 'remember-out-dir',
  configResolved(config) {
    outDir = resolve(config.root, config.build.outDir);
  },
};

/** The files the built index.html loads or preloads: the first page's scripts and styles. */
function firstPageFiles(): Set<string> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? ''));
}

export const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Casino',
    short_name: 'Casino',
    description: 'Casino games, crash, lottery and sports betting.',
    start_url: '/?pwa=1',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0c121b',
    background_color: '#0c121b',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeManifestIcons: true,
  injectManifest: {
    // The app shell: the scripts and styles the first page loads, the offline page and its script. Not
    // index.html: the server renders it per request with the site configuration, and navigations always
    // go to the network. Not the lazy chunks: every visitor would download them all (about 1 MB) at install,
    // on a phone's data plan; the browser caches each one for good (immutable) when it is first used.
    globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.js', 'icons/icon.svg'],
    globIgnores: ['index.html', '**/*.{br,gz}'],
    manifestTransforms: [
      (entries) => {
        const shell = firstPageFiles();
        return {
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
          warnings: [],
        };
      },
    ],
    maximumFileSizeToCacheInBytes: 400 * 1024,
    // A classic worker script: registered without `type: 'module'`, which older Safari lacks.
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
});

/**
 * The server's render of the first screen (src/entry-server.tsx, `vite build --ssr`): the same app and CSS
 * module names as the browser's build, written to dist-server for the server to import.
 */
/** The service worker is registered in the browser only: the server's render never runs that code. */
const noWorkerOnServer: Plugin = {
  name: 'no-worker-on-server',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-on-server' : undefined),
  load: (id) =>
    id === '\0pwa-register-on-server'
      ? 'export const registerSW = () => () => Promise.resolve();'
      : undefined,
};

const serverRender = defineConfig({
  root: import.meta.dirname,
  plugins: [react(), noWorkerOnServer],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
    // React's production build, whatever NODE_ENV the server runs with (it decides demo data there).
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  // Self-contained, with its own copy of React and the libraries: nothing resolved from node_modules at run time.
  ssr: { noExternal: true },
  css: { postcss: { plugins: [mobileLayoutCss()] } },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    copyPublicDir: false,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : browserApp));

const browserApp = defineConfig({
  root: import.meta.dirname,
  plugins: [react(), pureContracts(), offlineVerifier(), precompress(), rememberOutDir, pwa],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
  },
  // Every width media query follows the global settings' forced mobile layout (see mobile-layout-css.ts).
  css: { postcss: { plugins: [mobileLayoutCss()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries every page runs in one chunk: left to itself, the bundler cuts them into more, smaller
    // shared files by which lazy pages use which part, and the first page pays for each file compressed alone.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React itself apart: it changes less often than the rest, and each file stays under the precache limit.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'libs',
              // Not zod: the first page validates nothing, the pages that do load it with their own code.
              test: /[\\/]node_modules[\\/](react-router|zustand|i18next|react-i18next|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/static': API_SERVER,
      '/sock.io': { target: API_SERVER, ws: true },
    },
  },
});
