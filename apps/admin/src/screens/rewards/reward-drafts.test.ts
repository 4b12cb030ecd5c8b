import { describe, expect, it } from 'vitest';

import { checkinBody, vipLadderBody, wheelBody } from './reward-bodies';
import { checkinRowsOf, emptyVipLadderDraft, vipLadderDraftOf, wheelDraftOf } from './reward-drafts';

describe('drafts of saved settings', () => {
  it('turn a saved check-in table back into the same body, tiny amounts without exponents', () => {
    const rows = checkinRowsOf({
      currencyId: 'BTC',
      rows: [{ vipLevel: 2, rewards: [0.0000001, 1, 2, 3, 4, 5, 6] }],
    });
    expect(rows[0]?.rewards[0]).toBe('0.0000001');
    expect(checkinBody('BTC', rows)).toEqual({
      ok: true,
      body: {
        currencyId: 'BTC',
        rows: [{ vipLevel: 2, rewards: ['0.0000001', '1', '2', '3', '4', '5', '6'] }],
      },
    });
    expect(checkinRowsOf({ currencyId: 'USD', rows: [] })).toEqual([
      { vipLevel: '0', rewards: Array(7).fill('') },
    ]);
  });

  it('list a ladder’s rewards by currency, then level', () => {
    const draft = vipLadderDraftOf({
      currencyId: 'BRL',
      levels: [{ level: 0, name: 'Starter', depositRequired: 0, betRequired: 0, rakebackPercent: 0.25 }],
      rewards: { USD: { '10': 1, '2': 3 }, BRL: { '0': 5 } },
    });
    expect(draft.rewards.map((row) => `${row.currencyId}:${row.level}`)).toEqual([
      'BRL:0',
      'USD:2',
      'USD:10',
    ]);
    expect(draft.levels[0]?.rakebackPercent).toBe('0.25');
    expect(vipLadderBody(draft.levels, draft.rewards).ok).toBe(false); // levels 2 and 10 are not in it
    expect(vipLadderDraftOf({ currencyId: 'BRL', levels: [], rewards: {} })).toEqual(emptyVipLadderDraft());
  });

  it('leave a wheel’s requirements blank where none is saved, and keep a saved 0', () => {
    expect(
      wheelDraftOf({ currencyId: 'USD', segments: [], qualifyDeposit: null, qualifyWager: null }),
    ).toEqual({
      segments: [
        { weight: '', amount: '' },
        { weight: '', amount: '' },
      ],
      qualifyDeposit: '',
      qualifyWager: '',
    });
    const draft = wheelDraftOf({
      currencyId: 'BRL',
      segments: [
        { weight: 1, amount: 0 },
        { weight: 2, amount: 1.5 },
      ],
      qualifyDeposit: 0,
      qualifyWager: 10,
    });
    expect(wheelBody('BRL', draft)).toEqual({
      ok: true,
      body: {
        currencyId: 'BRL',
        segments: [
          { weight: 1, amount: '0' },
          { weight: 2, amount: '1.5' },
        ],
        qualifyDeposit: '0',
        qualifyWager: '10',
      },
    });
  });
});
