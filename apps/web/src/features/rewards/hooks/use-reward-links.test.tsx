import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { openLink } from '../../../lib/navigation/link-actions';
import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useCheckinStore } from '../stores/checkin-store';
import { useRainStore } from '../stores/rain-store';
import { useRewardLinks } from './use-reward-links';

const context = { navigate: () => undefined, pathname: '/' };

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null });
  useUiStore.setState({ loginModal: null });
  useCheckinStore.setState({ open: false });
  useRainStore.setState({ view: 'closed' });
  window.history.replaceState(null, '', '/');
});

describe('#signPopup', () => {
  it('asks a visitor to log in, and opens the check-in dialog for a player', async () => {
    renderHook(() => useRewardLinks());
    await openLink('#signPopup', context);
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(useCheckinStore.getState().open).toBe(false);
    useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
    await openLink('#signPopup', context);
    expect(useCheckinStore.getState().open).toBe(true);
  });

  it('opens the dialog from the page address once, then takes the hash out of it', () => {
    useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
    window.history.replaceState(null, '', '/rewards#signPopup');
    renderHook(() => useRewardLinks());
    expect(useCheckinStore.getState().open).toBe(true);
    expect(window.location.pathname + window.location.hash).toBe('/rewards');
  });
});

describe('#moneyRain', () => {
  it('asks a visitor to log in, and asks for the rain for a player', async () => {
    renderHook(() => useRewardLinks());
    await openLink('#moneyRain', context);
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(useRainStore.getState().view).toBe('closed');
    useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
    await openLink('#moneyRain', context);
    expect(useRainStore.getState().view).toBe('asked');
  });

  it('is followed from the page address once the token has logged the player in', () => {
    window.history.replaceState(null, '', '/?lang=en#moneyRain');
    useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
    renderHook(() => useRewardLinks());
    expect(useRainStore.getState().view).toBe('asked');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?lang=en');
  });
});
