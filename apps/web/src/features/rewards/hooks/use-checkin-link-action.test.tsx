import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { openLink } from '../../../lib/navigation/link-actions';
import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { useCheckinStore } from '../stores/checkin-store';
import { useCheckinLinkAction } from './use-checkin-link-action';

const context = { navigate: () => undefined, pathname: '/' };

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null });
  useUiStore.setState({ loginModal: null });
  useCheckinStore.setState({ open: false });
  window.history.replaceState(null, '', '/');
});

describe('#signPopup', () => {
  it('asks a visitor to log in, and opens the check-in dialog for a player', async () => {
    renderHook(() => useCheckinLinkAction());
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
    renderHook(() => useCheckinLinkAction());
    expect(useCheckinStore.getState().open).toBe(true);
    expect(window.location.pathname + window.location.hash).toBe('/rewards');
  });
});
