import type { RtpRow } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { countOutsideBand, formatRtpBand, formatRtpPercent, outsideFirst } from './rtp-band';

const row = (gameId: string, outside: boolean): RtpRow => ({
  gameId,
  currencyId: 'BRL',
  rounds: 1000,
  stakes: 1000,
  payouts: 970,
  declaredRtp: 0.97,
  actualRtp: 0.97,
  bandLow: 0.951,
  bandHigh: 0.989,
  outside,
});

describe('formatRtpPercent', () => {
  it('shows two decimals in the operator’s language', () => {
    expect(formatRtpPercent(0.97, 'en-GB')).toBe('97.00%');
    expect(formatRtpPercent(0.964_56, 'pt-BR')).toBe('96,46%');
  });

  it('has nothing to show before any round', () => {
    expect(formatRtpPercent(null, 'en-GB')).toBeNull();
  });
});

describe('formatRtpBand', () => {
  it('writes both ends of the band as percentages', () => {
    expect(formatRtpBand({ bandLow: 0.951, bandHigh: 0.989 }, 'en-GB')).toBe('95.10% – 98.90%');
  });

  it('has no band without enough rounds', () => {
    expect(formatRtpBand({ bandLow: null, bandHigh: 0.989 }, 'en-GB')).toBeNull();
  });
});

describe('outside band', () => {
  const rows = [row('dice', false), row('crash', true), row('mines', false), row('plinko', true)];

  it('counts the rows flagged outside', () => {
    expect(countOutsideBand(rows)).toBe(2);
  });

  it('puts them first, keeping the order within each group', () => {
    expect(outsideFirst(rows).map((entry) => entry.gameId)).toEqual(['crash', 'plinko', 'dice', 'mines']);
  });
});
