import { themeWithBlockDefaults, type Theme } from '@casino/contracts';
import type { Page } from '@playwright/test';

/**
 * Serves the lobby without its first-paint data, so that the app fetches its theme and startup settings as
 * it does on pages the server does not paint: for specs that change those answers with page.route. The
 * painted markup stays until the app renders over it.
 */
export async function withoutFirstPaint(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="first-paint">.*?<\/script>/s,
        '',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ status: response.status(), headers, body });
    },
  );
}

/**
 * Changes the live design for this page only, as a designer's publish would for everyone: `change` edits the
 * theme the server answered, and the blocks go to the app as the server serves them (filled with their
 * defaults, a block that does not match its schema left out).
 */
export async function withDesign(page: Page, change: (theme: Theme) => void): Promise<void> {
  await withoutFirstPaint(page);
  await page.route('**/static/theme/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { model: Theme };
    change(body.model);
    await route.fulfill({ response, json: { ...body, model: themeWithBlockDefaults(body.model) } });
  });
}
