import { STATUS } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiFailure, api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { renderWithQueryClient } from '../../lib/test-render';
import { PaymentsScreen } from './payments-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const brl = {
  id: 'sandbox-brl',
  name: 'PIX (sandbox)',
  provider: 'sandbox',
  providerInstalled: true,
  currencyId: 'BRL',
  min: 10,
  max: 50_000,
  quickAmounts: [20, 50, 100],
  enabled: true,
  sortOrder: 1,
};
const legacy = { ...brl, id: 'acme-brl', name: 'Acme', provider: 'acme-pay', providerInstalled: false };
const desk = {
  channels: [brl, legacy],
  withdrawLimits: [
    {
      currencyId: 'BRL',
      provider: 'sandbox',
      providerInstalled: true,
      min: 20,
      max: 50_000,
      kycThreshold: 10_000,
    },
  ],
  payMaintenance: false,
  providers: ['sandbox'],
  currencies: ['BRL', 'USD'],
};
const minAboveMax = new ApiFailure(STATUS.INVALID_INPUT, 'MIN_ABOVE_MAX', {
  field: 'min',
  reason: 'MIN_ABOVE_MAX',
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // The refusal texts are the server's language pack, loaded at run time.
  i18n.addResourceBundle('en', 'server', { MIN_ABOVE_MAX: 'The minimum must not be above the maximum.' });
});
beforeEach(() => {
  vi.mocked(api).mockImplementation(async (method, path, options) => {
    const body = options?.body as Record<string, unknown> | undefined;
    if (method === 'GET' && path === '/payments') return { time: 0, model: desk };
    if (method === 'PATCH' && body?.min === 60_000) throw minAboveMax;
    if (method === 'PATCH') return { time: 0, model: { ...brl, ...body } };
    if (method === 'POST' && path === '/payments/channels') {
      return { time: 0, model: { ...body, providerInstalled: true } };
    }
    if (method === 'PUT') {
      return { time: 0, model: { currencyId: 'USD', providerInstalled: true, ...body } };
    }
    if (path === '/payments/maintenance') return { time: 0, model: { payMaintenance: body?.enabled } };
    throw new Error(`unexpected ${method} ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderScreen() {
  renderWithQueryClient(<PaymentsScreen />);
}

const deskLoads = () => vi.mocked(api).mock.calls.filter(([method]) => method === 'GET').length;

describe('PaymentsScreen', { timeout: 15_000 }, () => {
  it('lists the channels, marks a provider that is not installed, and offers limits for every currency', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    const channels = await screen.findByRole('table', { name: 'Deposit channels' });
    const legacyRow = within(channels).getByRole('row', { name: /acme-brl/ });
    expect(within(legacyRow).getByText('Not installed')).toBeTruthy();
    const brlRow = within(channels).getByRole('row', { name: /sandbox-brl/ });
    expect(within(brlRow).queryByText('Not installed')).toBeNull();
    expect(within(brlRow).getByText('20 · 50 · 100')).toBeTruthy();
    expect(within(brlRow).getByText('R$50,000.00')).toBeTruthy();

    const limits = screen.getByRole('table', { name: 'Withdrawal limits per currency' });
    expect(within(limits).getByRole('button', { name: 'Edit withdrawal limits for BRL' })).toBeTruthy();
    expect(within(limits).getByRole('row', { name: /USD/ }).textContent).toContain('No withdrawals');
    expect(screen.getByRole('heading', { name: /Pay maintenance/ }).textContent).toContain('Off');
  });

  it('disables a channel with a PATCH of only what changed, announces it and reloads the desk', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit channel sandbox-brl' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit channel sandbox-brl' });
    expect((within(dialog).getByLabelText('Quick amounts') as HTMLInputElement).value).toBe('20, 50, 100');
    fireEvent.click(within(dialog).getByLabelText('Enabled'));
    fireEvent.change(within(dialog).getByLabelText('Maximum deposit'), { target: { value: '40000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Channel sandbox-brl was saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api).toHaveBeenCalledWith('PATCH', '/payments/channels/sandbox-brl', {
      body: { enabled: false, max: 40_000 },
    });
    await vi.waitFor(() => expect(deskLoads()).toBe(2));
  });

  it('shows the server’s refusal inside the dialog and keeps it open', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit channel sandbox-brl' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit channel sandbox-brl' });
    fireEvent.change(within(dialog).getByLabelText('Minimum deposit'), { target: { value: '60000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The minimum must not be above the maximum.',
    );
    const min = within(dialog).getByLabelText('Minimum deposit');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    // Focus lands on the field to fix, inside the dialog.
    expect(document.activeElement).toBe(min);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('closes an unchanged edit without a call', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit channel sandbox-brl' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was changed in channel sandbox-brl.')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith('PATCH', expect.anything(), expect.anything());
  });

  it('adds a channel of an installed provider, checking its id first', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a deposit channel' });
    expect((within(dialog).getByLabelText('Provider') as HTMLSelectElement).value).toBe('sandbox');
    fireEvent.change(within(dialog).getByLabelText('Channel ID'), { target: { value: 'PIX Express' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'PIX Express' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.change(within(dialog).getByLabelText('Minimum deposit'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum deposit'), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByLabelText('Quick amounts'), { target: { value: '5, 50' } });
    fireEvent.click(within(dialog).getByLabelText('Enabled'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/^Use 2–40 lower-case letters/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Channel ID'));
    expect(api).not.toHaveBeenCalledWith('POST', '/payments/channels', expect.anything());

    fireEvent.change(within(dialog).getByLabelText('Channel ID'), { target: { value: 'pix-express' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel pix-express was added.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/payments/channels', {
      body: {
        id: 'pix-express',
        name: 'PIX Express',
        provider: 'sandbox',
        currencyId: 'USD',
        min: 5,
        max: 1000,
        quickAmounts: [5, 50],
        enabled: true,
        sortOrder: 2,
      },
    });
  });

  it('sets the withdrawal limits of a currency that has none', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Set withdrawal limits for USD' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdrawal limits for USD' });
    fireEvent.change(within(dialog).getByLabelText('Minimum withdrawal'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum withdrawal'), { target: { value: '10000' } });
    fireEvent.change(within(dialog).getByLabelText('KYC threshold'), { target: { value: '2000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The withdrawal limits for USD were saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PUT', '/payments/withdraw-limits/USD', {
      body: { provider: 'sandbox', min: 10, max: 10_000, kycThreshold: 2_000 },
    });
  });

  it('turns pay maintenance on only after a confirmation that explains it', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on pay maintenance' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on pay maintenance?' });
    expect(dialog.textContent).toContain('every deposit and every withdrawal');
    expect(api).not.toHaveBeenCalledWith('POST', '/payments/maintenance', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/^Pay maintenance is on/)).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/payments/maintenance', { body: { enabled: true } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
