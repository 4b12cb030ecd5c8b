import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installLanguagePack } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/user-store';
import { setSiteConfig } from '../../../lib/site/site-config';
import { envelopeResponse, testSiteConfig } from '../../../testing/fixtures';
import errorsPack from '../../../../../server/src/modules/i18n/packs/errors.en.json';
import walletPack from '../../../../../server/src/modules/i18n/packs/wallet.en.json';
import { WithdrawPanel } from './withdraw-panel';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const info = { pixKeyType: 'EMAIL', pixKey: 'ana@example.com', holderName: 'Ana Souza', cpf: '52998224725' };
const baseRules = {
  currencyId: 'BRL',
  min: 20,
  max: 1000,
  withdrawDecimalLength: 2,
  wageringRemaining: 0,
  needsSmsCode: false,
  needsTwoFactor: false,
};

function reply(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ time: Date.now(), ...body }));
}

function serve(rules: Partial<typeof baseRules>, create: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/withdraw/info') return envelopeResponse({ model: info });
    if (url === '/api/withdraw/rules') return envelopeResponse({ model: { ...baseRules, ...rules } });
    if (url === '/api/withdraw/list') return envelopeResponse({ list: [] });
    if (url === '/api/withdraw/create') return create();
    return envelopeResponse({});
  });
}

function bodiesOf(path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
}

beforeEach(async () => {
  await installLanguagePack('en', { ...errorsPack, ...walletPack, BALANCE: 'Balance', PLEASE_WAIT: 'Wait' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSiteConfig(testSiteConfig);
  useSessionStore.setState({ user: { token: 'token-abcdefghij', currencyId: 'BRL', balance: 100 } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WithdrawPanel />
    </QueryClientProvider>,
  );
}

describe('WithdrawPanel', () => {
  it('is closed with the amount still to wager while wagering remains', async () => {
    serve({ wageringRemaining: 35.5 }, () => envelopeResponse({}));
    renderPanel();
    expect((await screen.findByTestId('withdraw-wagering')).textContent).toContain('R$ 35.50');
    expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('disabled', true);
  });

  it('floors the amount to the withdraw decimals and keeps the request id across a retry', async () => {
    let answer = reply({ status: 10140, message: 'TWO_FACTOR_REQUIRED' });
    serve({ withdrawDecimalLength: 1 }, () => answer);
    renderPanel();
    const amount = await screen.findByTestId('withdraw-amount');
    fireEvent.change(amount, { target: { value: '25.99' } });
    fireEvent.blur(amount);
    expect(amount).toHaveProperty('value', '25.9');

    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const code = await screen.findByTestId('withdraw-google-code');
    expect(screen.getByTestId('withdraw-error').textContent).toBe(walletPack.WALLET_TWO_FACTOR_REQUIRED);

    answer = envelopeResponse({
      model: {
        id: 'w1',
        amount: 25.9,
        currencyId: 'BRL',
        status: 'PENDING_REVIEW',
        pixKeyType: 'EMAIL',
        pixKey: info.pixKey,
        createdAt: 1,
      },
    });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-success');
    const [first, second] = bodiesOf('/api/withdraw/create');
    expect(first).toMatchObject({ amount: 25.9 });
    expect(second).toMatchObject({ amount: 25.9, googleCode: '123456', requestId: first?.requestId });
  });

  it('asks for the SMS code when the site requires one', async () => {
    serve({ needsSmsCode: true }, () => reply({ status: 1309, message: 'SMS_CODE_INVALID' }));
    renderPanel();
    fireEvent.click(await screen.findByTestId('withdraw-send-code'));
    await waitFor(() => expect(bodiesOf('/api/withdraw/send_code')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-send-code').textContent).toMatch(/Resend in \d+s/),
    );
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(bodiesOf('/api/withdraw/create')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('withdraw-sms-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe(errorsPack.SMS_CODE_INVALID);
    expect(bodiesOf('/api/withdraw/create')[0]).toMatchObject({ amount: 30, smsCode: '654321' });
  });

  it('shows the details form when the server answers 450', async () => {
    serve({}, () => reply({ status: 450, message: 'WITHDRAW_INFO_REQUIRED' }));
    renderPanel();
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-info-form')).toBeTruthy();
  });
});
