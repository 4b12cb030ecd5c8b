import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress.ts';
import { mobileLayoutCss } from './src/design/mobile-layout-css.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const API_SERVER = 'http://127.0.0.1:3000';

/**
 * The app is written against React's API and rendered by Preact 11 through `preact/compat` (ref as a
 * prop, useId, useSyncExternalStore, portals): about 60 KB less gzip in the first page's scripts than
 * react-dom, which a cheap phone on a slow network pays on every first visit. The libraries (router,
 * query, i18next, zustand) resolve `react` to the same alias.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // React 18's shim for libraries that still support React 17; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
  },
  // Every width media query follows the global settings' forced mobile layout (see mobile-layout-css.ts).
  css: { postcss: { plugins: [mobileLayoutCss()] } },
  resolve: { alias: reactOnPreact },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries every page runs in one chunk: left to itself, the bundler cuts them into more, smaller
    // shared files by which lazy pages use which part, and the first page pays for each file compressed alone.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'libs',
              test: /[\\/]node_modules[\\/](preact|react-router|zustand|i18next|react-i18next|@tanstack|zod)[\\/]/,
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
