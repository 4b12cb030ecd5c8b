import { describe, expect, it } from 'vitest';

import {
  acceptChanges,
  applyPrices,
  chosenSystem,
  effectiveMode,
  EMPTY_SLIP,
  MAX_SELECTIONS,
  modeBlocks,
  removeSelections,
  selectionKey,
  selectionOf,
  setEventOpen,
  setMode,
  setStake,
  setSystem,
  systemOptions,
  toggleSelection,
  type SlipSelection,
  type SlipState,
} from './bet-slip';
import { asianHandicap, footballEvent, totalGoals } from '../testing/uof-events';
import { betRequestOf, canPlace, intentOf, slipDrafts, slipTotals } from './slip-bets';

/** UOF's names of the outcomes the tests pick: the 1X2 (market 1) and the total 2.5 (market 18). */
const NAMES: Record<string, [market: string, outcome: string]> = {
  '1/1': ['1x2', 'Lions'],
  '1/2': ['1x2', 'Draw'],
  '1/3': ['1x2', 'Tigers'],
  '18|total=2.5/12': ['Total 2.5', 'Over 2.5'],
  '18|total=2.5/13': ['Total 2.5', 'Under 2.5'],
};

/** A selection of `event`'s 1X2 market (or another market) at `odds`. */
function pick(
  event: string,
  outcomeId = '1',
  odds = 2,
  marketId = '1',
  extra: Partial<SlipSelection> = {},
): SlipSelection {
  const [marketName, outcomeName] = NAMES[`${marketId}/${outcomeId}`] ?? ['?', '?'];
  return {
    eventId: event,
    marketId,
    outcomeId,
    sport: 'football',
    home: `${event} Lions`,
    away: `${event} Tigers`,
    marketName,
    outcomeName,
    odds,
    previousOdds: null,
    active: true,
    open: true,
    live: false,
    ...extra,
  };
}

const slipOf = (...selections: SlipSelection[]): SlipState => selections.reduce(toggleSelection, EMPTY_SLIP);

describe('selections', () => {
  it('keeps the market’s and the outcome’s names the page showed, whatever prices come later', () => {
    const handicap = asianHandicap();
    const event = footballEvent([totalGoals(), handicap]);
    const taken = selectionOf(event, handicap, handicap.outcomes[1]!);
    expect(taken).toMatchObject({
      eventId: 'sr:match:41762685',
      marketId: '16|hcp=-0.75',
      outcomeId: '1715',
      marketName: 'Handicap -0.75',
      outcomeName: 'Tigers (+0.75)',
      odds: 1.8,
      active: true,
      open: true,
    });
    const price = {
      eventId: taken.eventId,
      marketId: taken.marketId,
      outcomeId: '1715',
      odds: 1.75,
      active: true,
    };
    const [moved] = applyPrices(slipOf(taken), [price], 'any').selections;
    expect(moved).toMatchObject({ odds: 1.75, marketName: 'Handicap -0.75', outcomeName: 'Tigers (+0.75)' });
  });

  it('adds a selection, and takes it off when pressed again', () => {
    const one = slipOf(pick('e1'));
    expect(one.selections.map(selectionKey)).toEqual(['e1/1/1']);
    expect(toggleSelection(one, pick('e1')).selections).toEqual([]);
  });

  it('holds one selection per market: another outcome replaces it in place', () => {
    const slip = slipOf(pick('e1', '1'), pick('e2'), pick('e1', '2', 3.4));
    expect(slip.selections.map(selectionKey)).toEqual(['e1/1/2', 'e2/1/1']);
    expect(slip.selections[0]?.odds).toBe(3.4);
  });

  it('takes two markets of one event as two selections', () => {
    const slip = slipOf(pick('e1'), pick('e1', '12', 1.9, '18|total=2.5'));
    expect(slip.selections).toHaveLength(2);
  });

  it('removes selections by key, and leaves the state alone when none is there', () => {
    const slip = slipOf(pick('e1'), pick('e2'), pick('e3'));
    const left = removeSelections(slip, ['e2/1/1', 'e3/1/1']);
    expect(left.selections.map((each) => each.eventId)).toEqual(['e1']);
    expect(removeSelections(left, ['nope'])).toBe(left);
  });

  it('takes no new market once the slip is full', () => {
    const full = slipOf(...Array.from({ length: MAX_SELECTIONS }, (_, index) => pick(`e${index}`)));
    expect(toggleSelection(full, pick('extra'))).toBe(full);
    // Replacing an outcome of a market already there still works.
    expect(toggleSelection(full, pick('e0', '3')).selections[0]?.outcomeId).toBe('3');
  });
});

describe('modes', () => {
  it('offers singles from one selection, a multiple from two and a system from three', () => {
    expect(modeBlocks([])).toEqual({
      single: 'SPORTS_SLIP_NEEDS_SELECTION',
      multiple: 'SPORTS_SLIP_MULTIPLE_NEEDS_TWO',
      system: 'SPORTS_SLIP_SYSTEM_NEEDS_THREE',
    });
    expect(modeBlocks(slipOf(pick('a'), pick('b')).selections)).toEqual({
      single: null,
      multiple: null,
      system: 'SPORTS_SLIP_SYSTEM_NEEDS_THREE',
    });
    expect(modeBlocks(slipOf(pick('a'), pick('b'), pick('c')).selections)).toEqual({
      single: null,
      multiple: null,
      system: null,
    });
  });

  it('refuses to combine two selections of one event (the server says SELECTION_CONFLICT)', () => {
    const slip = slipOf(pick('a'), pick('a', '12', 1.9, '18|total=2.5'), pick('b'));
    expect(modeBlocks(slip.selections)).toMatchObject({
      single: null,
      multiple: 'SPORTS_SLIP_SAME_EVENT',
      system: 'SPORTS_SLIP_SAME_EVENT',
    });
  });

  it('falls back to singles while the chosen mode cannot be used, and returns to it when it can', () => {
    let slip = setMode(slipOf(pick('a')), 'multiple');
    expect(effectiveMode(slip)).toBe('single');
    slip = toggleSelection(slip, pick('b'));
    expect(effectiveMode(slip)).toBe('multiple');
    slip = removeSelections(slip, ['b/1/1']);
    expect(effectiveMode(slip)).toBe('single');
  });

  it('offers each combination size below the multiple, then the named bundles that fit', () => {
    expect(systemOptions(2)).toEqual([]);
    expect(systemOptions(3).map(({ id, lines }) => [id, lines])).toEqual([
      ['2', 3],
      ['trixie', 4],
      ['patent', 7],
    ]);
    expect(systemOptions(4).map(({ id, lines }) => [id, lines])).toEqual([
      ['2', 6],
      ['3', 4],
      ['yankee', 11],
      ['lucky15', 15],
    ]);
    expect(systemOptions(5).map((option) => option.id)).toEqual(['2', '3', '4']);
  });

  it('keeps the chosen system while it is offered, else the doubles', () => {
    const three = setSystem(slipOf(pick('a'), pick('b'), pick('c')), 'trixie');
    expect(chosenSystem(three)?.sizes).toEqual([2, 3]);
    const four = toggleSelection(three, pick('d'));
    expect(chosenSystem(four)?.id).toBe('2');
  });
});

describe('potential win', () => {
  const decimals = 2;

  it('sums singles, each floored on its own', () => {
    const slip = setStake(slipOf(pick('a', '1', 1.857), pick('b', '1', 2.5)), '3');
    // 3 × 1.857 = 5.571 → 5.57; 3 × 2.5 = 7.50.
    expect(slipTotals(slip, decimals)).toEqual({
      stakePerLine: 3,
      lines: 2,
      totalStake: 6,
      potentialWin: 13.07,
    });
  });

  it('multiplies a multiple’s odds, floored once', () => {
    const slip = setStake(setMode(slipOf(pick('a', '1', 1.5), pick('b', '1', 2.333)), 'multiple'), '10');
    // 10 × 1.5 × 2.333 = 34.995 → 34.99.
    expect(slipTotals(slip, decimals)).toMatchObject({ totalStake: 10, potentialWin: 34.99 });
  });

  it('stakes each line of a system and pays every line', () => {
    const legs = [pick('a', '1', 2), pick('b', '1', 2), pick('c', '1', 2)];
    const doubles = setStake(setMode(slipOf(...legs), 'system'), '1');
    // Three doubles at 4.00 each.
    expect(slipTotals(doubles, decimals)).toEqual({
      stakePerLine: 1,
      lines: 3,
      totalStake: 3,
      potentialWin: 12,
    });
    // A Trixie adds the treble at 8.00: four lines.
    expect(slipTotals(setSystem(doubles, 'trixie'), decimals)).toMatchObject({
      lines: 4,
      totalStake: 4,
      potentialWin: 20,
    });
  });

  it('shows no figures without a valid stake', () => {
    const slip = slipOf(pick('a'));
    for (const stake of ['', '0', '-1', 'abc', '1.234']) {
      expect(slipTotals(setStake(slip, stake), decimals)).toMatchObject({
        totalStake: null,
        potentialWin: null,
      });
      expect(canPlace(setStake(slip, stake), decimals)).toBe(false);
    }
    expect(slipTotals(setStake(slip, '2,5'), decimals).totalStake).toBe(2.5);
  });
});

describe('price changes', () => {
  const base = setStake(slipOf(pick('a', '1', 2), pick('b', '1', 3)), '5');
  const moved = (odds: number, active = true) => [
    { eventId: 'a', marketId: '1', outcomeId: '1', odds, active },
  ];

  it('applies a re-quote: new prices, the old one kept for the highlight, and approval asked', () => {
    const requoted = applyPrices(base, moved(1.8), 'required');
    expect(requoted.selections[0]).toMatchObject({ odds: 1.8, previousOdds: 2 });
    expect(requoted.selections[1]).toMatchObject({ odds: 3, previousOdds: null });
    expect(requoted.needsAccept).toBe(true);
    expect(canPlace(requoted, 2)).toBe(false);
    // The slip's figures follow the new price at once.
    expect(slipTotals(requoted, 2).potentialWin).toBe(24);

    const accepted = acceptChanges(requoted);
    expect(accepted.needsAccept).toBe(false);
    expect(accepted.selections.every((each) => each.previousOdds === null)).toBe(true);
    expect(canPlace(accepted, 2)).toBe(true);
  });

  it('asks for a pushed change unless the player takes it: higher odds under "higher", any under "any"', () => {
    expect(applyPrices(base, moved(2.2), 'none').needsAccept).toBe(true);
    expect(applyPrices(base, moved(2.2), 'higher').needsAccept).toBe(false);
    expect(applyPrices(base, moved(1.8), 'higher').needsAccept).toBe(true);
    expect(applyPrices(base, moved(1.8), 'any').needsAccept).toBe(false);
    // A change taken without asking is still shown.
    expect(applyPrices(base, moved(2.2), 'any').selections[0]?.previousOdds).toBe(2);
  });

  it('compares with the price last accepted, and forgets the change when the price comes back', () => {
    const down = applyPrices(base, moved(1.8), 'any');
    const up = applyPrices(down, moved(2.1), 'higher');
    expect(up.selections[0]).toMatchObject({ odds: 2.1, previousOdds: 2 });
    expect(up.needsAccept).toBe(false);
    const back = applyPrices(up, moved(2), 'none');
    expect(back.selections[0]).toMatchObject({ odds: 2, previousOdds: null });
  });

  it('leaves the state alone when nothing changed', () => {
    expect(applyPrices(base, moved(2), 'none')).toBe(base);
    expect(
      applyPrices(base, [{ eventId: 'x', marketId: '1', outcomeId: '1', odds: 9, active: true }], 'none'),
    ).toBe(base);
  });

  it('locks a suspended selection until it reopens, and removing the changed one drops the question', () => {
    const suspended = applyPrices(base, moved(2, false), 'none');
    expect(suspended.needsAccept).toBe(false);
    expect(canPlace(suspended, 2)).toBe(false);
    expect(canPlace(applyPrices(suspended, moved(2, true), 'none'), 2)).toBe(true);

    const requoted = applyPrices(base, moved(1.5), 'required');
    expect(removeSelections(requoted, ['a/1/1']).needsAccept).toBe(false);
  });

  it('closes an event’s selections when it is suspended or over', () => {
    const closed = setEventOpen(base, 'b', false, true);
    expect(closed.selections[1]).toMatchObject({ open: false, live: true });
    expect(canPlace(closed, 2)).toBe(false);
    expect(setEventOpen(closed, 'b', false, true)).toBe(closed);
  });
});

describe('requests', () => {
  const choices = { stake: 5, oddsChange: 'none', demo: false, lang: 'pt' } as const;

  it('makes one request per single and one for a multiple or system, in the slip’s language', () => {
    const slip = slipOf(pick('a'), pick('b'), pick('c'));
    expect(slipDrafts(slip).map((draft) => draft.shape.kind)).toEqual(['single', 'single', 'single']);
    expect(slipDrafts(setMode(slip, 'multiple')).map((draft) => draft.legs.length)).toEqual([3]);
    const [system] = slipDrafts(setMode(slip, 'system'));
    expect(system?.shape).toEqual({ kind: 'system', sizes: [2] });
    const request = betRequestOf(
      system!,
      { stake: 1, oddsChange: 'higher', demo: true, lang: 'pt' },
      'sb-request-1',
    );
    expect(request).toMatchObject({
      kind: 'system',
      sizes: [2],
      stake: 1,
      oddsChange: 'higher',
      demo: true,
      lang: 'pt',
    });
    expect(request.legs[0]).toEqual({ eventId: 'a', marketId: '1', outcomeId: '1', odds: 2 });
  });

  it('sends UOF’s market key and outcome id as they are', () => {
    const [draft] = slipDrafts(slipOf(pick('a', '12', 1.9, '18|total=2.5')));
    expect(betRequestOf(draft!, choices, '').legs).toEqual([
      { eventId: 'a', marketId: '18|total=2.5', outcomeId: '12', odds: 1.9 },
    ]);
  });

  it('names the same intent for a retry and a new one for any change, whatever the language', () => {
    const [draft] = slipDrafts(slipOf(pick('a')));
    const request = betRequestOf(draft!, choices, '');
    expect(intentOf(request)).toBe(intentOf(betRequestOf(draft!, choices, 'other')));
    expect(intentOf(request)).toBe(intentOf(betRequestOf(draft!, { ...choices, lang: 'en' }, '')));
    expect(intentOf(request)).not.toBe(intentOf({ ...request, stake: 6 }));
    expect(intentOf(request)).not.toBe(intentOf({ ...request, demo: true }));
    const [repriced] = slipDrafts(applyPrices(slipOf(pick('a')), [{ ...pick('a'), odds: 2.1 }], 'any'));
    expect(intentOf(request)).not.toBe(intentOf(betRequestOf(repriced!, choices, '')));
  });
});
