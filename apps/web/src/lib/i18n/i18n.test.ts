import { afterAll, describe, expect, it } from 'vitest';

import { installLanguagePack, setTextDefaults, translate } from './i18n';

afterAll(() => setTextDefaults({}));

describe('placeholders', () => {
  it('interpolates ${p} and #{minBetAmount}, the minimum bet being 1 when unset', async () => {
    await installLanguagePack('en', { MIN_BET: 'Minimum bet #{minBetAmount}', INVITE: 'Code ${p}' });
    expect(translate('MIN_BET')).toBe('Minimum bet 1');
    expect(translate('INVITE', { p: 'ABC' })).toBe('Code ABC');
    setTextDefaults({ minBetAmount: 5 });
    expect(translate('MIN_BET')).toBe('Minimum bet 5');
    setTextDefaults({ minBetAmount: undefined });
    expect(translate('MIN_BET')).toBe('Minimum bet 1');
  });
});
