import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { AuditScreen } from './audit-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const HASH = 'a'.repeat(60) + 'beef';
const entry = {
  seq: 3,
  operator: 'alice',
  action: 'player.adjust',
  target: 'user:7',
  details: { amount: 10 },
  createdAt: Date.parse('2026-11-23T14:05:09Z'),
  hash: HASH,
};

function answer(verify: unknown) {
  vi.mocked(api).mockImplementation(async (_method, path) =>
    path.endsWith('/verify')
      ? { time: 0, model: verify }
      : { time: 0, page: { content: [entry], pageNo: 1, pageSize: 50, total: 1 } },
  );
}

function renderScreen() {
  renderWithQueryClient(<AuditScreen />);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AuditScreen', () => {
  it('lists entries with compact details and an abbreviated hash titled in full', async () => {
    answer({ entries: 3, head: HASH });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(await screen.findByText('{"amount":10}')).toBeTruthy();
    expect(screen.getByTitle(HASH).textContent).toBe('aaaaaaaaaa…aabeef');
    expect(screen.getByText('23/11/2026, 14:05:09 UTC')).toBeTruthy();
  });

  it('filters by operator and action on Apply', async () => {
    answer({ entries: 3, head: HASH });
    renderScreen();
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'player.adjust' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith('GET', '/api/operator/audit', {
        query: { operator: 'alice', action: 'player.adjust', pageNo: 1, pageSize: 50 },
      }),
    );
  });

  it('says the chain holds, with its head hash', async () => {
    answer({ entries: 3, head: HASH });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const status = await screen.findByText('Chain verified: 3 entries');
    expect(status.closest('[role="status"]')?.textContent).toContain(HASH);
  });

  it('says where the chain breaks, as an alert', async () => {
    answer({ entries: 2, head: HASH, broken: { seq: 3, id: 9, reason: 'its fields do not match its hash' } });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Chain broken at entry 3: its fields do not match its hash',
    );
  });
});
