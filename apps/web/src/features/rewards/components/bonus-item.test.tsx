import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { testSiteConfig } from '../../../testing/fixtures';
import { testGrant } from '../../../testing/rewards-fixtures';
import lobbyPack from '../../../../../server/src/modules/i18n/packs/lobby.en.json';
import rewardsPack from '../../../../../server/src/modules/i18n/packs/rewards.en.json';
import { BonusItem } from './bonus-item';

beforeAll(async () => {
  await installLanguagePack('en', { ...lobbyPack, ...rewardsPack });
  setSiteConfig(testSiteConfig);
});
beforeEach(() => useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL' } }));
afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null });
});

const renderItem = (grant = testGrant()) =>
  render(
    <ul>
      <BonusItem grant={grant} />
    </ul>,
  );

describe('a bonus of "My bonuses"', () => {
  it('shows a bonus being wagered with its progress toward unlocking it', () => {
    renderItem();
    const item = screen.getByTestId('bonus-item');
    expect(item.getAttribute('data-status')).toBe('WAGERING');
    expect(item.textContent).toContain('Daily check-in');
    expect(item.textContent).toContain('R$ 10.00');
    expect(item.textContent).toContain('Wagering');
    const progress = screen.getByTestId('bonus-progress');
    expect(progress.getAttribute('role')).toBe('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(progress.getAttribute('aria-valuetext')).toBe('R$ 20.00 of R$ 50.00 wagered');
    expect(progress.textContent).toContain('R$ 20.00 of R$ 50.00 wagered');
  });

  it('spells out the wagering rules: cash first, the max bet, game weights by name, the expiry', () => {
    renderItem();
    const rules = screen.getByTestId('bonus-rules');
    const lines = Array.from(rules.querySelectorAll('li')).map((line) => line.textContent);
    expect(lines[0]).toBe('Bets are paid from your cash first; bonus money unlocks when wagered.');
    expect(lines[1]).toBe("Max bet while wagering: R$ 5.00 (bets above it don't count).");
    expect(lines[2]).toBe("Bets on Mines don't count.");
    expect(lines[3]).toBe('Aviator and Crash count 50%.');
    expect(lines[4]).toMatch(/^Expires on Dec 2, 2026/);
    expect(lines).toHaveLength(5);
  });

  it('leaves out the rules it does not have: no max bet, no weights, no expiry', () => {
    renderItem(testGrant({ maxBet: null, gameWeights: { crash: 100 }, expiresAt: null }));
    const lines = Array.from(screen.getByTestId('bonus-rules').querySelectorAll('li'));
    expect(lines.map((line) => line.textContent)).toEqual([
      'Bets are paid from your cash first; bonus money unlocks when wagered.',
    ]);
  });

  it('shows how a settled bonus ended, without progress or rules', () => {
    renderItem(testGrant({ status: 'CONVERTED', wagered: 50, settledAt: Date.UTC(2026, 10, 26, 12) }));
    const item = screen.getByTestId('bonus-item');
    expect(item.getAttribute('data-status')).toBe('CONVERTED');
    expect(item.textContent).toContain('Unlocked');
    expect(item.textContent).toMatch(/Wagering complete: turned into cash on Nov 26, 2026/);
    expect(screen.queryByTestId('bonus-progress')).toBeNull();
    expect(screen.queryByTestId('bonus-rules')).toBeNull();
  });
});
