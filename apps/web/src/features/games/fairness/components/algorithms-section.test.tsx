import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  CRASH_SCHEMES,
  PER_MILLION,
  SCRATCH_TIERS,
  crashPointHundredths,
  fairDraw,
  fairFloats,
  lotteryBetsDigest,
  mines,
  scratch,
  scratchTierRtp,
  spinWheel,
  tower,
  type ScratchTier,
} from '@casino/game-math';
import { BEACON_DST, BEACON_SCHEME } from '@casino/game-math/beacon';
import { QUICKNET_ROUND_42 } from '@casino/game-math/beacon-vectors';

import { installLanguagePack } from '../../../../lib/i18n/i18n';
import {
  BEACON_EXAMPLE_SCHEME,
  BEACON_EXAMPLE_TAG,
  EXAMPLE_BEACON_RANDOMNESS,
  EXAMPLE_BEACON_ROUND,
  EXAMPLE_CRASH_HASH,
  EXAMPLE_SEEDS,
  EXAMPLE_WHEEL_WEIGHTS,
  drawTrace,
  hundredthsText,
  scratchExample,
  towerExample,
} from './algorithms-examples';
import { AlgorithmsSection } from './algorithms-section';

/** Every English pack the server merges, as the site serves them. */
const englishPacks = import.meta.glob<Record<string, string>>(
  '../../../../../../server/src/modules/i18n/packs/*.en.json',
  { eager: true, import: 'default' },
);
const english: Record<string, string> = Object.assign({}, ...Object.values(englishPacks));

const ENTRIES = ['seeds', 'mines', 'ladder', 'scratch', 'wheel', 'lottery', 'crash', 'beacon'] as const;
const TITLES = [
  'FAIRDOCS_SEEDS_TITLE',
  'GAME_MINES',
  'GAME_SCRATCH',
  'FAIRDOCS_WHEEL_TITLE',
  'FAIRDOCS_LOTTERY_TITLE',
  'FAIRDOCS_CRASH_TITLE',
  'FAIRDOCS_BEACON_TITLE',
];

beforeAll(async () => {
  await installLanguagePack('en', english);
});

afterEach(cleanup);

const show = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AlgorithmsSection />
    </QueryClientProvider>,
  );
};

describe('the fairness page’s algorithms section', () => {
  it('renders every entry in English, each a closed <details> with an h3 inside its summary', () => {
    show();
    const section = screen.getByTestId('fairness-algorithms');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(english.FAIRDOCS_TITLE);
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      ...TITLES.slice(0, 2).map((key) => english[key]),
      'Tower, Stairs, Football, Kangaroo, and Thimbles',
      ...TITLES.slice(2).map((key) => english[key]),
    ]);
    for (const id of ENTRIES) {
      const entry = screen.getByTestId(`algorithm-${id}`);
      expect(entry.tagName).toBe('DETAILS');
      expect(entry.hasAttribute('open')).toBe(false);
      expect(entry.querySelector('summary h3')).not.toBeNull();
    }
    // No key is left untranslated and no placeholder is left unfilled.
    const text = section.textContent ?? '';
    expect(text).not.toMatch(/FAIRDOCS_|GAME_[A-Z]|SCRATCH_(SYMBOL|TIER)_|FAIRNESS_(VALUE|OPTION)_/);
    expect(text).not.toMatch(/\$\{\w+\}/);
    for (const table of section.querySelectorAll('table')) {
      for (const header of table.querySelectorAll('th'))
        expect(header.getAttribute('scope')).toMatch(/^(col|row)$/);
    }
  });

  it('shows the mines example’s tiles as the engine deals them', () => {
    show();
    const floats = fairFloats(EXAMPLE_SEEDS, mines.floatCount({ mines: 3 }));
    const tiles = mines.start({ mines: 3 }, floats).mineTiles;
    expect(screen.getByTestId('algorithm-mines-tiles').textContent).toBe(
      english.FAIRDOCS_MINES_RESULT?.replace('${tiles}', tiles.join(', ')),
    );
    expect(drawTrace(floats, 25, 3).map((step) => step.item)).toEqual(fairDraw(floats, 25, 3));
  });

  it('shows every scratch tier’s table from SCRATCH_TIERS with its exact RTP', () => {
    show();
    for (const tier of Object.keys(SCRATCH_TIERS) as ScratchTier[]) {
      const table = screen.getByTestId(`algorithm-scratch-${tier}`);
      const rows = [...table.querySelectorAll('tbody tr')];
      const prizes = SCRATCH_TIERS[tier];
      expect(rows).toHaveLength(prizes.length + 1);
      prizes.forEach((prize, index) => {
        const cells = rows[index]?.textContent ?? '';
        expect(cells).toContain(`${prize.perMillion} / ${PER_MILLION}`);
        expect(cells).toContain(`${prize.multiplier}×`);
      });
      const caption = table.querySelector('caption')?.textContent ?? '';
      expect(caption).toContain(`${scratchTierRtp(tier) / 100} %`);
    }
  });

  it('deals the scratch example’s cells as the engine does, the prize three times', () => {
    const example = scratchExample();
    const floats = fairFloats({ ...EXAMPLE_SEEDS, nonce: example.nonce }, 13);
    const state = scratch.start({ tier: 'classic' }, floats);
    expect(state.prize).toBeGreaterThanOrEqual(0);
    expect(example.deal.cells).toEqual(state.cells);
    expect(example.cells).toEqual(state.cells);
    show();
    expect(screen.getByTestId('algorithm-scratch-cells').textContent).toContain(state.cells.join(', '));
  });

  it('draws the tower rows and the wheel segment as the engines do', () => {
    const floats = fairFloats(EXAMPLE_SEEDS, tower.floatCount({ difficulty: 'medium' }));
    const state = tower.start({ difficulty: 'medium' }, floats);
    const example = towerExample();
    expect(example.rows.map((row) => row.trace.map((step) => step.item).sort((a, b) => a - b))).toEqual(
      state.safeSpots,
    );
    show();
    expect(screen.getByTestId('algorithm-wheel-segment').textContent).toContain(
      String(spinWheel(EXAMPLE_SEEDS, EXAMPLE_WHEEL_WEIGHTS) + 1),
    );
  });

  it('shows the crash example’s point at 99 % and 97 % as crashPointHundredths computes it', () => {
    show();
    for (const rtp of [9_900, 9_700]) {
      const point = crashPointHundredths(
        EXAMPLE_CRASH_HASH,
        EXAMPLE_BEACON_RANDOMNESS,
        rtp,
        CRASH_SCHEMES.BUSTABIT_V2,
      );
      expect(screen.getByTestId(`algorithm-crash-point-${rtp}`).textContent).toBe(
        `${hundredthsText(point)}×`,
      );
    }
  });

  it('shows the lottery digest of the two bets and the beacon constants of the beacon module', () => {
    show();
    const digest = lotteryBetsDigest([
      { id: 1041, kind: 'big', pick: [], amountMinor: '500' },
      { id: 1042, kind: 'number', pick: [7], amountMinor: '1000' },
    ]);
    expect(screen.getByTestId('algorithm-lottery').textContent).toContain(digest);
    expect(screen.getByTestId('algorithm-lottery').textContent).toContain(
      '1041:big::500\n1042:number:7:1000',
    );
    expect(BEACON_EXAMPLE_SCHEME).toBe(BEACON_SCHEME);
    expect(BEACON_EXAMPLE_TAG).toBe(BEACON_DST);
    expect(EXAMPLE_BEACON_ROUND).toBe(QUICKNET_ROUND_42.round);
    expect(EXAMPLE_BEACON_RANDOMNESS).toBe(QUICKNET_ROUND_42.randomness);
  });

  it('loads the beacon module only when its entry is opened, then checks quicknet round 42', async () => {
    show();
    const entry = screen.getByTestId('algorithm-beacon') as HTMLDetailsElement;
    expect(entry.textContent).toContain(english.FAIRDOCS_BEACON_EXAMPLE_LOADING);
    entry.open = true;
    fireEvent(entry, new Event('toggle'));
    expect(
      (await screen.findByTestId('algorithm-beacon-verified', {}, { timeout: 10_000 })).textContent,
    ).toBe(english.FAIRDOCS_BEACON_VERIFIED);
    expect(entry.textContent).toContain(QUICKNET_ROUND_42.randomness);
  });
});
