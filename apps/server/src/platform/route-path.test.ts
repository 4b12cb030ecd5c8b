import { describe, expect, it } from 'vitest';

import { normalisedPathOf } from './route-path.ts';

describe('normalisedPathOf', () => {
  it('decodes what the router decodes on a declared path, in either hex case', () => {
    expect(normalisedPathOf('/%61pi/v2/game/b%65t')).toBe('/api/v2/game/bet');
    expect(normalisedPathOf('/api/v2/game/finish%5fall_my_hold')).toBe('/api/v2/game/finish_all_my_hold');
  });

  it('keeps reserved and non-ASCII encodings, and a doubly encoded letter, as they were', () => {
    expect(normalisedPathOf('/api/v2/game%2Fbet')).toBe('/api/v2/game%2Fbet');
    expect(normalisedPathOf('/api/v2/game/b%2565t')).toBe('/api/v2/game/b%2565t');
    expect(normalisedPathOf('/api/v2/game/b%C3%A9t')).toBe('/api/v2/game/b%C3%A9t');
  });

  it('drops an absolute form origin, the query and the fragment', () => {
    expect(normalisedPathOf('http://play.example.com/api/v2/game/bet?x=1')).toBe('/api/v2/game/bet');
    expect(normalisedPathOf('HTTPS://play.example.com/api/v2/game/bet#top')).toBe('/api/v2/game/bet');
    expect(normalisedPathOf('/api/v2/game/bet?next=/api/operator/')).toBe('/api/v2/game/bet');
  });
});
