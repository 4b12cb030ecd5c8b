import { expect, test, type APIRequestContext, type Page } from './page-checks.ts';

import { operatorToken } from './api';

/**
 * The design-editor frame (spec §4 "Design-editor mode", issue 19): a parent page frames the site with a
 * DesignToken; the designer's draft shows only there; updateBlock and editingBlock are obeyed only with the
 * matching token, and a click on a block posts editBlock to the parent. The parent here is a bare page on
 * the site's origin (as the back office's editor will be), served by the test itself.
 */

const EDITOR_PATH = '/__design-editor-test';
// The home page's "hot games" section (C000205), whose data holds its heading.
const HOT_GAMES = { pageId: 'home', index: 3 };

async function openDraft(request: APIRequestContext): Promise<{ designToken: string; operator: string }> {
  const operator = await operatorToken(request);
  const response = await request.post('/api/operator/design/drafts', { headers: { Auth: operator } });
  const body = await response.json();
  expect(body.status).toBe(0);
  return { designToken: body.model.designToken as string, operator };
}

async function editHeading(
  request: APIRequestContext,
  draft: { designToken: string; operator: string },
  title: string,
): Promise<void> {
  const response = await request.put('/api/operator/design/drafts/block', {
    headers: { Auth: draft.operator },
    data: { designToken: draft.designToken, ...HOT_GAMES, data: { title } },
  });
  expect((await response.json()).status).toBe(0);
}

/** Serves the editor page: the site in a frame, and every message from the frame kept for the test. */
async function openEditor(page: Page, designToken: string): Promise<void> {
  await page.route(`**${EDITOR_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>editor</title>
        <script>
          window.received = [];
          addEventListener('message', (event) => window.received.push(event.data));
          window.post = (message) => document.querySelector('iframe').contentWindow.postMessage(message, location.origin);
        </script>
        <iframe src="/?DesignToken=${encodeURIComponent(designToken)}" style="width:100%;height:90vh;border:0"></iframe>`,
    }),
  );
  await page.goto(EDITOR_PATH);
}

test('the editor with the right token edits a block live; a wrong token changes nothing', async ({
  page,
  request,
}) => {
  const draft = await openDraft(request);
  await editHeading(request, draft, 'Draft heading one');
  await openEditor(page, draft.designToken);
  const site = page.frameLocator('iframe');
  const heading = site.locator('#hot-games-title');

  // The framed site stays in the editor's frame and shows the draft; the same site outside shows the live theme.
  await expect(heading).toHaveText('Draft heading one');
  expect(new URL(page.url()).pathname).toBe(EDITOR_PATH);

  let themeReads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/static/theme/')) themeReads += 1;
  });

  // A changed draft reaches the frame on updateBlock with the right token, with a preview read (`t=`).
  await editHeading(request, draft, 'Draft heading two');
  const previewRead = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/static/theme/') && url.searchParams.has('t');
  });
  await page.evaluate((designToken) => window.post({ type: 'updateBlock', designToken }), draft.designToken);
  await previewRead;
  await expect(heading).toHaveText('Draft heading two');

  // A wrong token, a malformed message and a bare name change nothing: no theme read, the old heading stays.
  await editHeading(request, draft, 'Draft heading three');
  const readsBefore = themeReads;
  await page.evaluate((designToken) => {
    window.post({ type: 'updateBlock', designToken: `${designToken}-wrong` });
    window.post({ type: 'updateBlock' });
    window.post('updateBlock');
    window.post({ type: 'editingBlock', designToken: 'x'.repeat(40), block: { pageId: 'home', index: 0 } });
  }, draft.designToken);

  // editingBlock with the right token outlines the block; messages are handled in order, so once the
  // outline shows, the ignored ones above have been seen.
  await page.evaluate(({ designToken, block }) => window.post({ type: 'editingBlock', designToken, block }), {
    designToken: draft.designToken,
    block: HOT_GAMES,
  });
  const block = site.locator(`[data-editor-block="home:${HOT_GAMES.index}"]`);
  await expect(block).toHaveAttribute('data-editing', 'true');
  await expect(site.locator('[data-editing="true"]')).toHaveCount(1);
  expect(themeReads).toBe(readsBefore);
  await expect(heading).toHaveText('Draft heading two');

  // A click on a block posts editBlock, with the data the page shows and the token, to the editor.
  await heading.click();
  await expect
    .poll(() => page.evaluate(() => window.received.find((message) => message?.type === 'editBlock')))
    .toEqual({
      type: 'editBlock',
      designToken: draft.designToken,
      data: { ...HOT_GAMES, comId: 'C000205', data: { title: 'Draft heading two' } },
    });
});

test('the draft is the framed page’s only: the live site and dev=false show the published theme', async ({
  page,
  request,
}) => {
  const draft = await openDraft(request);
  await editHeading(request, draft, 'Only in the editor');

  await page.goto('/');
  await expect(page.locator('#hot-games-title')).not.toHaveText('Only in the editor');
  await expect(page.locator('[data-editor-block]')).toHaveCount(0);

  // Opened with the token, the tab is in editor mode; dev=false switches it off again.
  await page.goto(`/?DesignToken=${encodeURIComponent(draft.designToken)}`);
  await expect(page.locator('#hot-games-title')).toHaveText('Only in the editor');
  await page.goto('/?dev=false');
  await expect(page.locator('#hot-games-title')).toBeVisible();
  await expect(page.locator('#hot-games-title')).not.toHaveText('Only in the editor');
  await expect(page.locator('[data-editor-block]')).toHaveCount(0);
});

declare global {
  interface Window {
    received: { type?: string }[];
    post: (message: unknown) => void;
  }
}
