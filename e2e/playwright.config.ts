import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** Specs that change what every player is offered; see the `site-wide` project. */
const SITE_WIDE = /site-wide\/.*\.spec\.ts/;

/**
 * End-to-end tests: Debian's Chromium drives the real site (the built web app served by the real server
 * on a fresh database). Never downloads a browser: CHROMIUM_PATH or /usr/bin/chromium is used.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's own limit, not a speed check: CI shares two cores between the server, the database and two
  // browsers, and a loaded run once took twice the usual time; 60 s keeps such a run from failing on time alone.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The built site registers a service worker after load, which then precaches the first page's files:
    // work every page of every spec would pay for. Only pwa.spec.ts tests the worker, and allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // The back office is desktop and tablet software.
      testIgnore: [/backoffice\//, SITE_WIDE],
      teardown: 'ledger',
    },
    {
      name: 'desktop',
      testIgnore: SITE_WIDE,
      use: { viewport: { width: 1440, height: 900 } },
      teardown: 'ledger',
    },
    {
      name: 'tablet',
      testMatch: /backoffice\/.*\.spec\.ts/,
      use: { viewport: { width: 768, height: 1024 } },
      teardown: 'ledger',
    },
    // Specs that flip a switch every player feels (a deposit channel off, pay maintenance): alone, after the
    // rest, so no other spec's deposit meets the switch.
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      dependencies: ['phone', 'desktop', 'tablet'],
      use: { viewport: { width: 1440, height: 900 } },
      teardown: 'ledger',
    },
    // After every browser spec: the money invariants of the database the whole run used.
    { name: 'ledger', testMatch: /ledger\.teardown\.ts/ },
  ],
  webServer: {
    command: 'node --import tsx start-server.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
