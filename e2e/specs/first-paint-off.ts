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
