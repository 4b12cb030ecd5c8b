import { describe, expect, it } from 'vitest';

import { defaultReportRange, isRangeComplete, isRangeRefusal, reportCsvFilename } from './report-range';

describe('defaultReportRange', () => {
  it('covers the last seven UTC days, today included', () => {
    expect(defaultReportRange(Date.parse('2026-11-23T10:00:00Z'))).toEqual({
      from: '2026-11-17',
      to: '2026-11-23',
    });
  });

  it('follows the UTC day, not the local one, just after midnight UTC', () => {
    expect(defaultReportRange(Date.parse('2026-03-01T00:00:01Z'))).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
  });
});

describe('isRangeComplete', () => {
  it('refuses a cleared end', () => {
    expect(isRangeComplete({ from: '2026-01-01', to: '' })).toBe(false);
    expect(isRangeComplete({ from: '2026-01-01', to: '2026-01-02' })).toBe(true);
  });
});

describe('reportCsvFilename', () => {
  const range = { from: '2026-11-17', to: '2026-11-23' };

  it('names the report, its grouping and the period', () => {
    expect(reportCsvFilename('ggr', range, 'game')).toBe('ggr-by-game-2026-11-17-to-2026-11-23.csv');
  });

  it('leaves the grouping out for reports without one', () => {
    expect(reportCsvFilename('rtp', range)).toBe('rtp-2026-11-17-to-2026-11-23.csv');
  });
});

describe('isRangeRefusal', () => {
  const failure = (message: string, extra?: unknown) => Object.assign(new Error(message), { extra });

  it('knows the refusal by its message or by the reason in extra', () => {
    expect(isRangeRefusal(failure('DATE_RANGE_INVALID', { field: 'to', reason: 'DATE_RANGE_INVALID' }))).toBe(
      true,
    );
    expect(isRangeRefusal(failure('INVALID_INPUT', { field: 'to', reason: 'DATE_RANGE_INVALID' }))).toBe(
      true,
    );
  });

  it('leaves other failures to the report that met them', () => {
    expect(isRangeRefusal(failure('NETWORK_ERROR'))).toBe(false);
    expect(isRangeRefusal(undefined)).toBe(false);
  });
});
