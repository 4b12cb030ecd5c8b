import type { CapacitorConfig } from '@capacitor/cli';

import appVersion from './app-version.json' with { type: 'json' };

/**
 * The wrapper loads the live player site (not a bundled copy), so a site release needs no app release.
 * CASINO_SITE_URL is read when `cap sync` copies this config into the native projects.
 */
const siteUrl = process.env.CASINO_SITE_URL ?? 'https://play.casino.example';

const config: CapacitorConfig = {
  appId: 'com.casino.player',
  appName: 'Casino',
  // Capacitor requires a web directory; www/index.html only shows while the site loads.
  webDir: 'www',
  // The site reads `CasinoShell/<versionCode>` (apps/web/src/lib/native/shell.ts) to know it runs here.
  appendUserAgent: `CasinoShell/${appVersion.versionCode}`,
  server: {
    url: siteUrl,
    cleartext: siteUrl.startsWith('http://'),
    allowNavigation: [new URL(siteUrl).host],
  },
  android: {
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'never',
  },
};

export default config;
