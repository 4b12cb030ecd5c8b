import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { PendingChangesSection } from './pending-changes-section';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const change = {
  id: 4,
  key: 'withdrawSecondApprovalAbove' as const,
  value: { BRL: 5000, USD: 1000 },
  proposedBy: 'adm-ana',
  proposedAt: Date.UTC(2026, 10, 27, 17, 18),
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PendingChangesSection', () => {
  it('shows who proposed which amounts, and approves through the API with the settings it answers', async () => {
    const after = {
      maintenance: false,
      switches: { withdrawSecondApprovalAbove: change.value },
      pendingChanges: [],
    };
    vi.mocked(api).mockResolvedValue({ time: 0, model: after });
    const onDecided = vi.fn();
    renderWithQueryClient(<PendingChangesSection changes={[change]} onDecided={onDecided} />);
    expect(screen.getByText('BRL 5000 · USD 1000')).toBeTruthy();
    expect(screen.getByText(/Proposed by adm-ana/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(after, 'approve'));
    expect(api).toHaveBeenCalledWith('POST', '/site/settings/changes/4/approve');
  });

  it('discards, and shows nothing when no change waits', async () => {
    vi.mocked(api).mockResolvedValue({
      time: 0,
      model: { maintenance: false, switches: {}, pendingChanges: [] },
    });
    const onDecided = vi.fn();
    renderWithQueryClient(<PendingChangesSection changes={[change]} onDecided={onDecided} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(expect.anything(), 'discard'));
    expect(api).toHaveBeenCalledWith('POST', '/site/settings/changes/4/discard');
    cleanup();
    renderWithQueryClient(<PendingChangesSection changes={[]} onDecided={onDecided} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
