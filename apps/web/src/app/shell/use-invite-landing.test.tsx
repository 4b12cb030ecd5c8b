import { cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { useSessionStore } from '../../lib/session/user-store';
import { useUiStore } from '../../lib/ui-store';
import { useInviteLanding } from './use-invite-landing';

/** Runs the landing and shows the router's address. */
function Landing() {
  useInviteLanding();
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const seen = () => screen.getByTestId('address').textContent;

/** Opens the app at `address` with the invite code stored as start-up stores it. */
function land(address: string) {
  window.history.replaceState(null, '', address);
  localStorage.setItem('InvitedCode', 'FRIEND42');
  render(
    <BrowserRouter>
      <Landing />
    </BrowserRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  useSessionStore.setState({ user: null });
  useUiStore.setState({ loginModal: null });
  window.history.replaceState(null, '', '/');
});

describe('an invited visitor', () => {
  it('with the wheel tag lands on the wheel, the invite kept in the address, without the form', () => {
    land('/?p=FRIEND42&inviteWheelTag=1');
    expect(seen()).toBe('/freeSpin?p=FRIEND42&inviteWheelTag=1');
    expect(useUiStore.getState().loginModal).toBeNull();
  });

  it('without the tag stays where they landed and is asked to register', () => {
    land('/?p=FRIEND42');
    expect(seen()).toBe('/?p=FRIEND42');
    expect(useUiStore.getState().loginModal).toBe('register');
  });
});
