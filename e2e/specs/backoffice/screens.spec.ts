import { expect, test, type Page } from '../page-checks.ts';

import { createStaff, signIn } from './staff.ts';

/**
 * Every back-office screen an admin can open, in English and Portuguese, at the project's size (desktop
 * and tablet): it has its heading, shows no untranslated key, and never makes the page scroll sideways
 * (wide tables scroll inside their own frame).
 */

/** Texts that are a whole i18next key (`live.title`), as a missing translation shows; code elements aside. */
const RAW_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/;

async function rawKeysOn(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const key = new RegExp(pattern);
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, nav *, header *')) {
      // Codes (an audit entry's action, a game id) are data, shown as code on purpose.
      if (element.children.length > 0 || element.closest('code, pre')) continue;
      const text = element.innerText?.trim() ?? '';
      if (key.test(text)) found.push(text);
    }
    return found;
  }, RAW_KEY.source);
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of [
  { code: 'en', nav: 'Main', openMenu: 'Open menu' },
  { code: 'pt', nav: 'Principal', openMenu: 'Abrir menu' },
] as const) {
  test(`every screen opens translated and fits the width (${language.code})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, await createStaff(request, ['admin']));
    await page
      .locator('select')
      .filter({ has: page.locator('option[value="pt"]') })
      .selectOption(language.code);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);

    const nav = page.getByRole('navigation', { name: language.nav });
    const menu = page.getByRole('button', { name: language.openMenu });
    const openNav = async () => {
      if (await menu.isVisible()) await menu.click();
    };
    await openNav();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(14);
    if (await menu.isVisible()) await page.keyboard.press('Escape');

    for (const href of hrefs) {
      await page.goto(href);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, href).toBeVisible();
      // Let the screen's first answers arrive before reading its texts.
      await page.waitForLoadState('networkidle');
      expect(await rawKeysOn(page), `untranslated texts on ${href}`).toEqual([]);
      expect(await pageOverflow(page), `sideways scroll on ${href}`).toBeLessThanOrEqual(1);
    }
  });
}
