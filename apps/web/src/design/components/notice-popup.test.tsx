import { noticePopupConfigSchema } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { registerLinkAction } from '../../lib/navigation/link-actions';
import { useSessionStore } from '../../lib/session/user-store';
import { noticePopupApplies, noticePopupBlock } from './notice-popup';

const Popup = noticePopupBlock.Component;
const base = noticePopupConfigSchema.parse({
  content: 'WELCOME',
  buttonText: 'GO',
  link: '#noticeTest',
}) as Record<string, unknown>;

beforeEach(() => useSessionStore.setState({ user: null }));
afterEach(cleanup);

describe('notice popup block', () => {
  it('shows NOT_LOGGED_IN to visitors and NOT_RECHARGED to players without a recharge', () => {
    const player = { token: 'token-1234567890', rechargeCount: 0 };
    expect(noticePopupApplies('NOT_LOGGED_IN', null)).toBe(true);
    expect(noticePopupApplies('NOT_LOGGED_IN', player)).toBe(false);
    expect(noticePopupApplies('NOT_RECHARGED', null)).toBe(false);
    expect(noticePopupApplies('NOT_RECHARGED', player)).toBe(true);
    expect(noticePopupApplies('NOT_RECHARGED', { ...player, rechargeCount: 2 })).toBe(false);
  });

  it('follows its link on a click and closes; the mask closes it only with enableMaskClose', () => {
    const follow = vi.fn();
    const undo = registerLinkAction('noticeTest', follow);
    const { rerender } = render(
      <MemoryRouter>
        <Popup data={base} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('notice-popup').querySelector('[aria-hidden="true"]') as Element);
    expect(screen.getByTestId('notice-popup')).toBeTruthy();
    act(() => fireEvent.click(screen.getByText('GO')));
    expect(follow).toHaveBeenCalled();
    expect(screen.queryByTestId('notice-popup')).toBeNull();
    undo();

    rerender(
      <MemoryRouter>
        <Popup key="again" data={{ ...base, enableMaskClose: true }} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('notice-popup').querySelector('[aria-hidden="true"]') as Element);
    expect(screen.queryByTestId('notice-popup')).toBeNull();
  });
});
