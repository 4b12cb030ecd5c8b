import { describe, expect, it } from 'vitest';

import { fairnessVerifyHref } from '../../../../lib/navigation/fairness-link';
import { draftOfQuery } from './verify-query';

const queryOf = (href: string) => new URL(href, 'http://site.test').searchParams;

describe('draftOfQuery', () => {
  it('fills the verifier from a round record link: game, seeds, nonce and options', () => {
    const href = fairnessVerifyHref({
      gameId: 'mines',
      serverSeedHash: 'a'.repeat(64),
      serverSeed: 'b'.repeat(64),
      clientSeed: 'my seed',
      nonce: 7,
      options: { mines: 5 },
    });
    expect(draftOfQuery(queryOf(href))).toEqual({
      gameId: 'mines',
      serverSeedHash: 'a'.repeat(64),
      serverSeed: 'b'.repeat(64),
      clientSeed: 'my seed',
      nonce: '7',
      options: { mines: 5 },
      bet: null,
    });
  });

  it('leaves the server seed empty while it is unrevealed, and out-of-bounds options at their defaults', () => {
    const href = fairnessVerifyHref({
      gameId: 'mines',
      serverSeedHash: 'c'.repeat(64),
      serverSeed: null,
      clientSeed: 'x',
      nonce: 0,
      options: { mines: 999 },
    });
    const draft = draftOfQuery(queryOf(href));
    expect(draft).toMatchObject({ serverSeed: '', nonce: '0' });
    expect(draft?.options.mines).not.toBe(999);
  });

  it('ignores a query without a known game, and a nonce that is not a whole number', () => {
    expect(draftOfQuery(queryOf('/fairness'))).toBeNull();
    expect(draftOfQuery(queryOf('/fairness?game=roulette'))).toBeNull();
    expect(draftOfQuery(queryOf('/fairness?game=mines&nonce=-1'))?.nonce).toBe('0');
  });
});
