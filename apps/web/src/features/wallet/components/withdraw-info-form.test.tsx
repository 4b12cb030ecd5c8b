import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { envelopeResponse } from '../../../testing/fixtures';
import walletPack from '../../../../../server/src/modules/i18n/packs/wallet.en.json';
import errorsPack from '../../../../../server/src/modules/i18n/packs/errors.en.json';
import { WithdrawInfoForm } from './withdraw-info-form';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithdrawInfoForm initial={null} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeEach(async () => {
  await installLanguagePack('en', { ...errorsPack, ...walletPack });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ user: { token: 'token-abcdefghij' } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WithdrawInfoForm', () => {
  it('masks the CPF and refuses wrong check digits without calling the server', () => {
    renderForm();
    fill('withdraw-info-cpf', '12345678900');
    expect(screen.getByTestId('withdraw-info-cpf')).toHaveProperty('value', '123.456.789-00');
    fill('withdraw-info-key', '123.456.789-00');
    fill('withdraw-info-holder', 'Ana Souza');
    fireEvent.click(screen.getByTestId('withdraw-info-save'));
    expect(screen.getByText('Please enter a valid CPF.')).toBeTruthy();
    expect(screen.getByText('That PIX key does not match its type.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves valid details and reports back', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse({}));
    const onSaved = renderForm();
    fireEvent.change(screen.getByTestId('withdraw-info-type'), { target: { value: 'EMAIL' } });
    fill('withdraw-info-key', 'ana@example.com');
    fill('withdraw-info-holder', 'Ana Souza');
    fill('withdraw-info-cpf', '52998224725');
    fireEvent.click(screen.getByTestId('withdraw-info-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/withdraw/info/save');
    expect(JSON.parse(String(init.body))).toEqual({
      pixKeyType: 'EMAIL',
      pixKey: 'ana@example.com',
      holderName: 'Ana Souza',
      cpf: '52998224725',
    });
  });

  it('puts a server refusal beside the field it names', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            status: 1001,
            message: 'HOLDER_NAME_INVALID',
            extra: { field: 'holderName', reason: 'HOLDER_NAME_INVALID' },
            time: Date.now(),
          }),
        ),
    );
    renderForm();
    fireEvent.change(screen.getByTestId('withdraw-info-type'), { target: { value: 'EMAIL' } });
    fill('withdraw-info-key', 'ana@example.com');
    fill('withdraw-info-holder', 'Ana Souza');
    fill('withdraw-info-cpf', '52998224725');
    fireEvent.click(screen.getByTestId('withdraw-info-save'));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-info-holder').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Please enter the account holder name.')).toBeTruthy();
  });
});
