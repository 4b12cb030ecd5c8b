import type { MarketProfileInput } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { profileText, readProfileText } from './market-profile-text';

const profile: MarketProfileInput = {
  id: 'br',
  name: 'Brazil',
  realMoney: true,
  rewardKinds: ['checkin'],
  countries: ['BR'],
};

describe('market profile text', () => {
  it('reads back what it wrote', () => {
    expect(readProfileText(profileText(profile))).toEqual({ ok: true, profile });
  });

  it('names broken JSON and the first rule a profile breaks', () => {
    expect(readProfileText('{"id":')).toEqual({ ok: false, problem: 'json' });
    const wrong = readProfileText(JSON.stringify({ ...profile, id: 'Not Valid!' }));
    expect(wrong).toMatchObject({ ok: false, problem: 'PROFILE_ID_INVALID', path: 'id' });
  });
});
