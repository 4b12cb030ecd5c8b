import { describe, expect, it } from 'vitest';

import {
  campaignBody,
  checkinBody,
  emptyCampaignDraft,
  emptyWheelDraft,
  expectedSpinValue,
  fundBody,
  newCheckinRow,
  vipLadderBody,
  wheelBody,
} from './reward-bodies';
import { mayFundCampaigns, mayManageRewards } from './reward-roles';

describe('campaignBody', () => {
  it('builds the create body with amounts as decimal strings and game weights as a record', () => {
    const checked = campaignBody({
      ...emptyCampaignDraft(),
      name: ' Welcome ',
      currencyId: 'brl',
      maxBet: '5,5',
      gameWeights: [{ gameId: 'mines', percent: '50' }],
    });
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({
        name: 'Welcome',
        currencyId: 'BRL',
        maxBet: '5.5',
        gameWeights: { mines: 50 },
        velocityPerHour: 10,
      }),
    });
    expect(checked.ok && 'amount' in checked.body).toBe(false);
  });

  it('puts schema refusals on their fields', () => {
    const checked = campaignBody({
      ...emptyCampaignDraft(),
      name: 'x',
      currencyId: 'BR',
      expiryHours: '5000',
    });
    expect(checked.ok ? {} : checked.errors).toEqual({ currencyId: 'format', expiryHours: 'range' });
  });
});

describe('fundBody', () => {
  it('requires a positive amount and a reason of 3 to 200 characters', () => {
    expect(fundBody('0', 'ok', 'adm_12345678')).toEqual({
      ok: false,
      errors: { amount: 'amount' },
    });
    expect(fundBody('10', 'ok', 'adm_12345678')).toEqual({ ok: false, errors: { reason: 'range' } });
    expect(fundBody('10', 'top-up', 'adm_12345678')).toEqual({
      ok: true,
      body: { amount: '10', reason: 'top-up', requestId: 'adm_12345678' },
    });
  });
});

describe('checkinBody', () => {
  it('checks every day of every row and refuses repeated VIP levels', () => {
    const row = { vipLevel: '0', rewards: ['1', '2', '3', '4', '5', '6', 'x'] };
    const checked = checkinBody('BRL', [row, { ...row, rewards: Array(7).fill('1') }]);
    expect(checked.ok ? {} : checked.errors).toEqual({
      'rows.0.rewards.6': 'amount',
      'rows.1.vipLevel': 'duplicate',
    });
  });

  it('adds the next level with seven blank days', () => {
    expect(newCheckinRow([{ vipLevel: '3', rewards: [] }])).toEqual({
      vipLevel: '4',
      rewards: Array(7).fill(''),
    });
  });
});

describe('vipLadderBody', () => {
  it('groups level-up rewards per currency and level', () => {
    const level = {
      level: '1',
      name: 'Bronze',
      depositRequired: '100',
      betRequired: '1000',
      rakebackPercent: '0,5',
    };
    const checked = vipLadderBody([level], [{ currencyId: 'brl', level: '1', amount: '10' }]);
    expect(checked).toEqual({
      ok: true,
      body: {
        levels: [
          { level: 1, name: 'Bronze', depositRequired: '100', betRequired: '1000', rakebackPercent: 0.5 },
        ],
        rewards: { BRL: { '1': '10' } },
      },
    });
  });

  it('refuses a reward for a level not in the ladder', () => {
    const level = {
      level: '1',
      name: 'Bronze',
      depositRequired: '0',
      betRequired: '0',
      rakebackPercent: '0',
    };
    const checked = vipLadderBody([level], [{ currencyId: 'BRL', level: '2', amount: '10' }]);
    expect(checked.ok ? {} : checked.errors).toEqual({ 'rewardRows.0.level': 'range' });
  });
});

describe('wheelBody', () => {
  it('needs at least two segments and some weight', () => {
    const draft = { ...emptyWheelDraft(), qualifyDeposit: '20', qualifyWager: '50' };
    const one = wheelBody('BRL', { ...draft, segments: [{ weight: '1', amount: '5' }] });
    expect(one.ok ? {} : one.errors).toEqual({ segments: 'count' });
    const zero = wheelBody('BRL', { ...draft, segments: Array(2).fill({ weight: '0', amount: '1' }) });
    expect(zero.ok ? {} : zero.errors).toEqual({ segments: 'count' });
  });

  it('computes the average prize of a spin', () => {
    expect(
      expectedSpinValue([
        { weight: '3', amount: '0' },
        { weight: '1', amount: '8' },
      ]),
    ).toBe(2);
    expect(expectedSpinValue([{ weight: '', amount: '1' }])).toBeUndefined();
  });
});

describe('roles', () => {
  it('lets finance fund and marketing manage; admin does both', () => {
    expect(mayFundCampaigns(['finance'])).toBe(true);
    expect(mayManageRewards(['finance'])).toBe(false);
    expect(mayFundCampaigns(['marketing'])).toBe(false);
    expect(mayManageRewards(['admin']) && mayFundCampaigns(['admin'])).toBe(true);
  });
});
