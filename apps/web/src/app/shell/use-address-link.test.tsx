import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { registerLinkAction } from '../../lib/navigation/link-actions';
import { useAddressLink } from './use-address-link';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('useAddressLink', () => {
  it('opens the notifications of an address opened as /#notifications, then clears the hash', () => {
    const open = vi.fn();
    const undo = registerLinkAction('notifications', open);
    window.history.replaceState(null, '', '/#notifications');
    renderHook(() => useAddressLink(), { wrapper });
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
    undo();
  });

  it('never takes an action that changes something from an address (#logOut)', () => {
    const logOut = vi.fn();
    const undo = registerLinkAction('logOut', logOut);
    window.history.replaceState(null, '', '/#logOut');
    renderHook(() => useAddressLink(), { wrapper });
    expect(logOut).not.toHaveBeenCalled();
    undo();
  });
});
