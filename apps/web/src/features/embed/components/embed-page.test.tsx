import { SPORTS_FRAME_SOURCE } from '@casino/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../lib/session/user-store';
import { useUiStore } from '../../../lib/ui-store';
import { EmbedPage } from './embed-page';

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <EmbedPage />
    </MemoryRouter>,
  );
}

/** Sends a message event to this window as if `source` had posted it from `origin`. */
function receive(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

beforeEach(() => {
  useUiStore.setState({ loginModal: null });
  useSessionStore.setState({ user: null });
});
afterEach(cleanup);

describe('/embed', () => {
  it('frames the sportsbook for gameId=sports, with a title', () => {
    renderAt('/embed?gameId=sports');
    const frame = screen.getByTestId<HTMLIFrameElement>('embed-frame');
    expect(frame.getAttribute('src')).toBe('/sportsbook');
    expect(frame.title).toBe('EMBED_SPORTS_FRAME_TITLE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('EMBED_SPORTS_TITLE');
  });

  it('says plainly when the gameId is unknown', () => {
    renderAt('/embed?gameId=roulette');
    expect(screen.queryByTestId('embed-frame')).toBeNull();
    expect(screen.getByTestId('embed-not-found').textContent).toContain('EMBED_NOT_FOUND_TEXT');
  });

  it('opens the login modal when its own frame asks, and only then', () => {
    renderAt('/embed?gameId=sports');
    const frameWindow = screen.getByTestId<HTMLIFrameElement>('embed-frame').contentWindow;
    const message = { source: SPORTS_FRAME_SOURCE, type: 'login-required' };

    receive(message, frameWindow, 'https://evil.test');
    receive(message, window);
    receive({ type: 'login-required' }, frameWindow);
    expect(useUiStore.getState().loginModal).toBeNull();

    receive(message, frameWindow);
    expect(useUiStore.getState().loginModal).toBe('login');
  });

  it('tells the frame when the login changes', () => {
    renderAt('/embed?gameId=sports');
    const frameWindow = screen.getByTestId<HTMLIFrameElement>('embed-frame').contentWindow;
    const post = vi.spyOn(frameWindow!, 'postMessage');
    act(() => useSessionStore.setState({ user: { token: 'token-1234567890' } }));
    expect(post).toHaveBeenCalledWith(
      { type: 'auth-changed', source: SPORTS_FRAME_SOURCE },
      window.location.origin,
    );
  });
});
