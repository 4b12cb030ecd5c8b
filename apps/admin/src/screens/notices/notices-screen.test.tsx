import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { NoticesScreen } from './notices-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (_method, path) =>
    path.endsWith('/notices')
      ? {
          time: 0,
          model: {
            id: 7,
            type: 'SYSTEM',
            title: 'Maintenance',
            content: 'Tonight',
            popup: null,
            pushed: false,
            read: false,
            createdAt: 0,
          },
        }
      : { time: 0 },
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderScreen() {
  renderWithQueryClient(<NoticesScreen />);
}

describe('NoticesScreen', () => {
  it('previews the notice as it is typed and publishes it', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Maintenance' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Tonight' } });
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getAllByText('Maintenance').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Publish notice' }));
    expect((await screen.findByText('Notice 7 published.')).getAttribute('role')).toBe('status');
    expect(api).toHaveBeenCalledWith('POST', '/api/operator/notices', {
      body: { type: 'SYSTEM', title: 'Maintenance', content: 'Tonight', push: true },
    });
  });

  it('shows the popup look for a configured popup type and refuses what the contract refuses', () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Popup type'), { target: { value: 'NOT_LOGGED_IN' } });
    fireEvent.change(screen.getByLabelText('Check every (seconds)'), { target: { value: 'often' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish notice' }));
    expect(screen.getByText('Enter a title of up to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a number of seconds from 0 to 86400.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends a live push to one player', async () => {
    renderScreen();
    fireEvent.click(screen.getByLabelText('Push only'));
    fireEvent.click(screen.getByLabelText('One player'));
    fireEvent.change(screen.getByLabelText('Player ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tonight' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send push' }));
    expect(await screen.findByText('Push sent to player 42.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/api/operator/pushes', {
      body: { userId: 42, event: 'ANNOUNCEMENT', extra: { pop: true, title: 'Tonight' } },
    });
  });
});
