import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { mobileLayoutCss } from './src/design/mobile-layout-css';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const API_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
