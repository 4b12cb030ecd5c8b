import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { useOperator } from '../../lib/session';
import { renderWithQueryClient } from '../../lib/test-render';
import { LotteryScreen } from './lottery-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useOperator: vi.fn() }));

const room = {
  id: 1,
  gameId: 'wingo',
  periodSeconds: 60,
  name: 'Win Go 1',
  enabled: true,
  sortOrder: 0,
  online: 3,
};

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (_method, path) => {
    if (path === '/lottery/rooms') return { time: 0, list: [room] };
    if (path === '/lottery/rooms/1') return { time: 0, model: { ...room, enabled: false } };
    if (path === '/chat/banned_words') return { time: 0, list: ['spam'] };
    return { time: 0 };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderAs(roles: string[]) {
  vi.mocked(useOperator).mockReturnValue({ roles } as unknown as ReturnType<typeof useOperator>);
  renderWithQueryClient(<LotteryScreen />);
}

describe('LotteryScreen', { timeout: 15_000 }, () => {
  it('shows support the moderation only, and mutes a player', async () => {
    renderAs(['support']);
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery rooms' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rooms' })).toBeNull();
    expect(await screen.findByDisplayValue('spam')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Player ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'insults' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('Player 42 is muted for 30 minutes.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/chat/mute', {
      body: { userId: 42, minutes: 30, reason: 'insults' },
    });
  });

  it('lets an admin close a room', async () => {
    renderAs(['admin']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit room Win Go 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit room Win Go 1' });
    fireEvent.click(within(dialog).getByLabelText('Open to players'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room Win Go 1 was saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PUT', '/lottery/rooms/1', {
      body: { gameId: 'wingo', periodSeconds: 60, name: 'Win Go 1', enabled: false, sortOrder: 0 },
    });
  });
});
