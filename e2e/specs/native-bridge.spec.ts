import { expect, test, type Browser, type Page, type Request } from './page-checks.ts';

import { getApi, registerByApi } from './api.ts';
import { withDesign, withoutFirstPaint } from './first-paint-off';

/**
 * Issue 19: the site inside the mobile wrapper (apps/mobile) and its native bridge (spec §7). No device
 * here: a fake of the wrapper's native side is injected before the site's first script. Like the real
 * wrapper it marks the user agent with `CasinoShell/<versionCode>` and defines `window.Capacitor` with the
 * NativeBridge and Clipboard plugins; every plugin call is recorded for the test to read. NativeBridge
 * appears only 350 ms after the page starts, so the site's 100 ms readiness retry is exercised.
 */

/** How the fake shell behaves. */
interface FakeShell {
  realVersionCode: number;
  clipboard: string;
  bridgeDelayMs: number;
}

/** One recorded plugin call. */
interface NativeCall {
  plugin: string;
  method: string;
  args: unknown;
}

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const PARTNER_URL = 'https://partner.example.com/offer';

/** Runs in the page before any site script: the wrapper's native side, faked. */
function installFakeShell(shell: FakeShell): void {
  const calls: NativeCall[] = [];
  (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls = calls;
  const method =
    (plugin: string, name: string, answer: (args: unknown) => unknown = () => ({})) =>
    async (args?: unknown) => {
      calls.push({ plugin, method: name, args: args ?? null });
      return answer(args);
    };
  const plugins: Record<string, unknown> = {
    Clipboard: {
      read: method('Clipboard', 'read', () => ({ type: 'text/plain', value: shell.clipboard })),
      write: method('Clipboard', 'write'),
    },
  };
  (window as unknown as { Capacitor: unknown }).Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => 'android',
    Plugins: plugins,
  };
  setTimeout(() => {
    plugins.NativeBridge = {
      launchUrl: method('NativeBridge', 'launchUrl', (args) => {
        // As the Android plugin does: a call without a url is rejected.
        if (typeof (args as { url?: unknown } | null)?.url !== 'string') throw new Error('url required');
        return {};
      }),
      deviceInfo: method('NativeBridge', 'deviceInfo', () => ({
        os: 'android',
        context: 'com.casino.player 1.1.3 (e2e fake)',
        realVersionCode: shell.realVersionCode,
      })),
      onPopup: method('NativeBridge', 'onPopup'),
      enterFullScreen: method('NativeBridge', 'enterFullScreen'),
      exitFullScreen: method('NativeBridge', 'exitFullScreen'),
      landScreen: method('NativeBridge', 'landScreen'),
      portScreen: method('NativeBridge', 'portScreen'),
    };
  }, shell.bridgeDelayMs);
}

/** The fake's recorded calls, in order. */
async function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { __nativeCalls?: NativeCall[] }).__nativeCalls ?? []);
}

/** The recorded NativeBridge method names. */
async function bridgeMethods(page: Page): Promise<string[]> {
  return (await nativeCalls(page))
    .filter((call) => call.plugin === 'NativeBridge')
    .map((call) => call.method);
}

/** Opens a page in a new context whose user agent and window are the wrapper's (version `realVersionCode`). */
async function openInShell(
  browser: Browser,
  viewport: { width: number; height: number } | null,
  options: Partial<FakeShell> & { marker?: boolean } = {},
): Promise<Page> {
  const realVersionCode = options.realVersionCode ?? 113;
  const marker = options.marker ?? true;
  const context = await browser.newContext({
    viewport,
    userAgent: marker ? `${ANDROID_UA} CasinoShell/${realVersionCode}` : ANDROID_UA,
  });
  const shell: FakeShell = { realVersionCode, clipboard: options.clipboard ?? '', bridgeDelayMs: 350 };
  await context.addInitScript(installFakeShell, shell);
  await context.addInitScript(() => window.localStorage.setItem('currentCountry', 'US'));
  return context.newPage();
}

/** The live design as the theme call answers it (the parts these tests change). */
/** Adds a promotion linking to PARTNER_URL to the live design. */
async function withPartnerPromotion(page: Page): Promise<void> {
  await withDesign(page, (theme) => {
    const block = theme.pages.flatMap((entry) => entry.items).find((item) => item.comId === 'C000206');
    if (!block) throw new Error('the demo design has no promotions block');
    const items = Array.isArray(block.data.items) ? block.data.items : [];
    block.data.items = [{ title: 'Partner offer', link: PARTNER_URL }, ...items];
  });
}

/** Turns the startup setting horizontalCom on for this page (there is no settings API to do it with). */
async function withHorizontalCom(page: Page): Promise<void> {
  await withoutFirstPaint(page);
  await page.route('**/api/home/startup?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { model: Record<string, unknown> };
    body.model.horizontalCom = true;
    await route.fulfill({ response, json: body });
  });
}

/** The startup requests the page makes, as they go out. */
function startupRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/home/startup') seen.push(request);
  });
  return seen;
}

test('in the shell: deviceInfo is asked, and an external link opens in the system browser', async ({
  browser,
  viewport,
}) => {
  const shell = await openInShell(browser, viewport);
  await withPartnerPromotion(shell);
  await shell.goto('/?lang=en');
  await expect(shell.getByTestId('banner')).toBeVisible();
  await expect.poll(() => bridgeMethods(shell)).toContain('deviceInfo');
  // The APP and VERSION headers name the shell once it has answered.
  const later = shell.waitForRequest((request) => request.headers()['app'] === 'android');
  await shell.getByTestId('game-grid').getByTestId('game-tile-crash').click();
  expect((await later).headers()['version']).toBe('113');
  await shell.goBack();

  await shell.locator(`a[href="${PARTNER_URL}"]`).click();
  await expect
    .poll(async () => (await nativeCalls(shell)).filter((call) => call.method === 'launchUrl'))
    .toEqual([{ plugin: 'NativeBridge', method: 'launchUrl', args: { url: PARTNER_URL } }]);
  expect(shell.context().pages()).toHaveLength(1);
  await shell.context().close();
});

test('in the shell: a page popup of an external page opens in the native popup, not in an iframe', async ({
  browser,
  viewport,
}) => {
  const shell = await openInShell(browser, viewport);
  await withDesign(shell, (theme) => {
    const global = theme.pages.find((entry) => entry.type === 'global');
    if (!global) throw new Error('the demo design has no global page');
    global.items.push({
      comId: 'C000106',
      data: { title: 'Partner rules', url: PARTNER_URL },
      limitPathList: [],
    });
  });
  await shell.goto('/?lang=en');
  await expect(shell.getByTestId('banner')).toBeVisible();
  await expect
    .poll(async () => (await nativeCalls(shell)).filter((call) => call.method === 'onPopup'))
    .toEqual([
      {
        plugin: 'NativeBridge',
        method: 'onPopup',
        args: { top: 0, title: 'Partner rules', url: PARTNER_URL, fullScreen: false, script: '' },
      },
    ]);
  await expect(shell.getByTestId('page-popup')).toHaveCount(0);
  await shell.context().close();
});

test('with horizontalCom, a game view turns the shell to full screen and landscape, and back on leaving', async ({
  browser,
  viewport,
}) => {
  const shell = await openInShell(browser, viewport);
  await withHorizontalCom(shell);
  await shell.goto('/?lang=en');
  await expect(shell.getByTestId('banner')).toBeVisible();
  await shell.getByTestId('game-grid').getByTestId('game-tile-crash').click();
  await expect(shell).toHaveURL(/\/crash$/);
  await expect.poll(() => bridgeMethods(shell)).toEqual(['deviceInfo', 'enterFullScreen', 'landScreen']);
  await shell.goBack();
  await expect(shell.getByTestId('banner')).toBeVisible();
  await expect
    .poll(() => bridgeMethods(shell))
    .toEqual(['deviceInfo', 'enterFullScreen', 'landScreen', 'exitFullScreen', 'portScreen']);
  await shell.context().close();
});

test('a shell older than version code 113 gets no full-screen or orientation call', async ({
  browser,
  viewport,
}) => {
  const shell = await openInShell(browser, viewport, { realVersionCode: 112 });
  await withHorizontalCom(shell);
  // The site notes each call it skips on an old shell: wait for those four notes, then look at the calls.
  const skipped: string[] = [];
  shell.on('console', (message) => {
    const note = /^native: (\w+) skipped, shell version 112$/.exec(message.text());
    if (note?.[1]) skipped.push(note[1]);
  });
  await shell.goto('/?lang=en');
  await expect(shell.getByTestId('banner')).toBeVisible();
  await shell.getByTestId('game-grid').getByTestId('game-tile-crash').click();
  await expect(shell.getByTestId('live-crash')).toBeVisible();
  await shell.goBack();
  await expect(shell.getByTestId('banner')).toBeVisible();
  await expect
    .poll(() => [...skipped].sort())
    .toEqual(['enterFullScreen', 'exitFullScreen', 'landScreen', 'portScreen']);
  expect(await bridgeMethods(shell)).toEqual(['deviceInfo']);
  await shell.context().close();
});

test('in the shell: a W2A- clipboard invite reaches the startup call, and the invite link uses the app host', async ({
  browser,
  viewport,
  request,
}) => {
  test.setTimeout(90_000);
  const inviter = await registerByApi(request, 'US');
  const inviteCode = (await getApi(request, '/api/auth/user_info', inviter.token)).user.inviteCode as string;
  const player = await registerByApi(request, 'US');

  const shell = await openInShell(browser, viewport, { clipboard: `W2A-${inviteCode}` });
  const startups = startupRequests(shell);
  const refAppUrl = shell.waitForResponse('**/api/home/getH5RefAppUrl');
  await shell.goto(`/freeSpin?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(shell.getByTestId('wheel-page')).toBeVisible();
  const wta = startups.map((startup) => new URL(startup.url()).searchParams.get('wta'));
  expect(wta.length).toBeGreaterThan(0);
  expect(wta.every((code) => code === inviteCode)).toBe(true);
  expect((await nativeCalls(shell)).filter((call) => call.plugin === 'Clipboard')).not.toHaveLength(0);
  // The server resolved it like an invite code.
  await expect.poll(() => shell.evaluate(() => localStorage.getItem('InvitedCode'))).toBe(inviteCode);

  const host = ((await (await refAppUrl).json()) as { extra: string[] }).extra[0];
  expect(host).toBeTruthy();
  const ownCode = (await getApi(request, '/api/auth/user_info', player.token)).user.inviteCode as string;
  await expect(shell.getByTestId('wheel-invite-link')).toHaveValue(
    `https://${host}/?p=${encodeURIComponent(ownCode)}&inviteWheelTag=1`,
  );
  await shell.context().close();
});

test('in a normal browser nothing of the bridge is called and the site works as on the web', async ({
  browser,
  viewport,
}) => {
  // The same fake window, but no CasinoShell marker: the site must not touch it.
  const web = await openInShell(browser, viewport, { marker: false, clipboard: 'W2A-should-not-be-read' });
  await withPartnerPromotion(web);
  await withHorizontalCom(web);
  await web
    .context()
    .route('https://partner.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Partner</h1>' }),
    );
  const startups = startupRequests(web);
  await web.goto('/?lang=en');
  await expect(web.getByTestId('banner')).toBeVisible();
  const opened = web.context().waitForEvent('page');
  await web.locator(`a[href="${PARTNER_URL}"]`).click();
  expect((await opened).url()).toBe(PARTNER_URL);
  await web.getByTestId('game-grid').getByTestId('game-tile-crash').click();
  await expect(web.getByTestId('live-crash')).toBeVisible();
  await web.goBack();
  await expect(web.getByTestId('banner')).toBeVisible();
  expect(await nativeCalls(web)).toEqual([]);
  expect(startups.map((startup) => new URL(startup.url()).searchParams.has('wta'))).not.toContain(true);
  await web.context().close();
});
