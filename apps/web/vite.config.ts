import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { precompress } from './build/precompress.ts';
import { mobileLayoutCss } from './src/design/mobile-layout-css.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * A first visit fingerprints the browser before anything else can load (spec §4: the browser id comes
 * first). The fingerprint library is a lazy chunk; a modulepreload in index.html starts its download with
 * the app's own chunks instead of after them. A returning visitor has it cached (immutable assets).
 */
function preloadFingerprintChunk(): Plugin {
  return {
    name: 'casino-preload-fingerprint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && /@fingerprintjs[\\/]fingerprintjs/.test(output.facadeModuleId ?? ''),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const API_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadFingerprintChunk(), precompress()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
  },
  // Every width media query follows the global settings' forced mobile layout (see mobile-layout-css.ts).
  css: { postcss: { plugins: [mobileLayoutCss()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/static': API_SERVER,
      '/sock.io': { target: API_SERVER, ws: true },
    },
  },
});
