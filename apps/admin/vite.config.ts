import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://127.0.0.1:3000';

/**
 * The back office: its own single-page app, served by the same server under /admin (modules/admin-app),
 * so it shares the origin, and with it the API, without CORS. In development Vite proxies the API.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
  server: {
    port: 5174,
    proxy: {
      '/api': API_SERVER,
      // The server's language pack, whose status texts the back office shows for refusals.
      '/static/lang': API_SERVER,
      '/sock.io': { target: API_SERVER, ws: true },
    },
  },
});
