import { STATUS } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { testSiteConfig } from '../../../testing/fixtures';
import responsiblePack from '../../../../../server/src/modules/i18n/packs/responsible.en.json';
import { registerResponsibleStatusTexts } from './status-texts';

const RESETS_AT = Date.UTC(2026, 2, 5, 3, 0);

beforeAll(async () => {
  await installLanguagePack('en', responsiblePack);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL' } });
  registerResponsibleStatusTexts();
});

afterAll(() => {
  useSessionStore.setState({ user: null });
});

describe('the responsible-gaming status messages', () => {
  it('name the limit reached, what is left of it in the currency, and when it resets', () => {
    const text = translateServerMessage(STATUS.LIMIT_REACHED, 'LIMIT_REACHED', {
      kind: 'deposit',
      period: 'day',
      remaining: 40,
      resetsAt: RESETS_AT,
    });
    expect(text).toMatch(
      /^This would go over your daily deposit limit\. You have R\$ 40\.00 left until it resets on /,
    );
    expect(text).toContain('2026');
    expect(text).not.toContain('${');
  });

  it('count a session-time limit in minutes, and read a status without message as its name', () => {
    const text = translateServerMessage(STATUS.LIMIT_REACHED, undefined, {
      kind: 'session',
      period: 'week',
      remaining: 75,
      resetsAt: RESETS_AT,
    });
    expect(text).toContain('weekly session-time limit');
    expect(text).toContain('1 h 15 min left');
  });

  it('fall back to a general sentence when the extra is not readable', () => {
    expect(translateServerMessage(STATUS.LIMIT_REACHED, 'LIMIT_REACHED', null)).toBe(
      responsiblePack.RESPONSIBLE_LIMIT_REACHED_ANY,
    );
    expect(translateServerMessage(STATUS.EXCLUDED, undefined, undefined)).toBe(
      responsiblePack.RESPONSIBLE_EXCLUDED_ANY,
    );
  });

  it('say until when an exclusion lasts, or that it is for good', () => {
    expect(translateServerMessage(STATUS.EXCLUDED, 'EXCLUDED', { endsAt: RESETS_AT })).toMatch(
      /^This account is on a break until .*2026.*: logging in, deposits and play are blocked until then\.$/,
    );
    expect(translateServerMessage(STATUS.EXCLUDED, 'EXCLUDED', { endsAt: null })).toBe(
      responsiblePack.RESPONSIBLE_EXCLUDED_PERMANENT,
    );
  });
});
