import type { SportsBetView } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { betsOfPages, upsertBetInPages, withoutBetInPages, type BetPages } from './bet-pages';

const bet = (id: number, status: SportsBetView['status'] = 'LOST') => ({ id, status }) as SportsBetView;

const pages: BetPages = {
  pages: [
    { list: [bet(9), bet(8)], extra: { nextBeforeId: 8 } },
    { list: [bet(5), bet(3)], extra: { nextBeforeId: null } },
  ],
  pageParams: [undefined, 8],
};

const ids = (data: BetPages) => data.pages.map((page) => page.list.map((each) => each.id));

describe('bet pages', () => {
  it('replaces a pushed bet on the page that lists it, and puts a new one on top of the first page', () => {
    const changed = upsertBetInPages(pages, bet(5, 'WON'));
    expect(ids(changed)).toEqual([
      [9, 8],
      [5, 3],
    ]);
    expect(changed.pages[1]?.list[0]?.status).toBe('WON');
    expect(changed.pageParams).toEqual([undefined, 8]);
    expect(ids(upsertBetInPages(pages, bet(12)))).toEqual([
      [12, 9, 8],
      [5, 3],
    ]);
  });

  it('removes a bet from whichever page lists it, and lists each bet once across the pages', () => {
    expect(ids(withoutBetInPages(pages, 3))).toEqual([[9, 8], [5]]);
    const twice: BetPages = {
      ...pages,
      pages: [{ list: [bet(4), bet(9)], extra: { nextBeforeId: 9 } }, ...pages.pages],
    };
    expect(betsOfPages(twice).map((each) => each.id)).toEqual([4, 9, 8, 5, 3]);
  });
});
