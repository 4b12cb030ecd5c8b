import { STATUS, type BackofficeArea, type OperatorRole } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useMayUse, useOperator } from './session';
import { clearToken, storeToken } from './session-token';
import { renderWithQueryClient } from './test-render';

const fetchMock = vi.fn<typeof fetch>();
const AREAS: BackofficeArea[] = ['players', 'money', 'playerSafety', 'staff', 'chat'];

function operatorAnswer(roles: OperatorRole[]): Response {
  const model = {
    id: 7,
    username: 'alice',
    person: 'alice@staff.test',
    roles,
    disabled: false,
    createdAt: 1,
    totpEnabled: false,
  };
  return new Response(JSON.stringify({ status: 0, model, time: 1 }), {
    headers: { 'content-type': 'application/json' },
  });
}

function Areas() {
  const operator = useOperator();
  const admitted: Record<BackofficeArea, boolean> = {
    players: useMayUse('players'),
    money: useMayUse('money'),
    playerSafety: useMayUse('playerSafety'),
    staff: useMayUse('staff'),
    chat: useMayUse('chat'),
  } as Record<BackofficeArea, boolean>;
  const allowed = AREAS.filter((area) => admitted[area]);
  return <p data-testid="areas">{operator ? allowed.join(',') : 'unknown'}</p>;
}

function renderAreas() {
  renderWithQueryClient(<Areas />);
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearToken();
});

describe('useMayUse', () => {
  it('admits a finance operator to players and money, not to player safety or staff', async () => {
    storeToken('t');
    fetchMock.mockResolvedValue(operatorAnswer(['finance']));
    renderAreas();
    await waitFor(() => expect(screen.getByTestId('areas').textContent).toBe('players,money'));
  });

  it('admits an admin everywhere', async () => {
    storeToken('t');
    fetchMock.mockResolvedValue(operatorAnswer(['admin']));
    renderAreas();
    await waitFor(() => expect(screen.getByTestId('areas').textContent).toBe(AREAS.join(',')));
  });

  it('admits nobody while signed out, without calling the server', () => {
    renderAreas();
    expect(screen.getByTestId('areas').textContent).toBe('unknown');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('admits nobody once the server says the session is over', async () => {
    storeToken('t');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: STATUS.OPERATOR_LOGIN_REQUIRED, time: 1 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderAreas();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('areas').textContent).toBe('unknown');
  });
});
