import { STATUS } from '@casino/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import '../../lib/i18n';
import { ApiFailure, api } from '../../lib/api';
import type * as ApiModule from '../../lib/api';
import { renderWithQueryClient } from '../../lib/test-render';
import { SettingsScreen } from './settings-screen';

vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const switches = {
  smsConfig: { enableRegister: false, enableForgetPassword: false, enableWithdraw: false },
  enabledSmsConfigs: [],
  enableRegisterPromoCode: false,
  payMaintenance: false,
  withdrawSecondApprovalAbove: { BRL: 5000 },
  minBetAmount: 1,
  defaultBetAmount: 5,
  disableVipPlus: false,
  enableSalary: false,
  salaryReferralPercent: 10,
  showPlayerCounts: false,
  showActivityTicker: false,
  horizontalCom: false,
  enableWebPush: false,
  autoBk: false,
  enablePwa: true,
  apkLink: '',
  iosLink: '',
  h5RefHost: '',
  disableAppDownload: false,
  w2aBrandLink: '',
  iosMobileFileLink: '',
  timeZone: 'America/Sao_Paulo',
  redirectUrl: '',
  gateDomains: [],
  sk: '',
  gpcSymbol: 'GPC',
  disableGPC: true,
  useGameSymbol: false,
  vpCode: 'vp-1',
};

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (method, path, options) => {
    if (path === '/site/settings' && method === 'GET')
      return { time: 0, model: { maintenance: false, switches, pendingChanges: [] } };
    if (path === '/site/settings' && method === 'PATCH') {
      return { time: 0, model: { ...switches, ...(options?.body as object) } };
    }
    if (path === '/site/maintenance') return { time: 0, model: { maintenance: true } };
    return { time: 0, model: { currencies: [] } };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderScreen() {
  renderWithQueryClient(<SettingsScreen />);
}

// A long form (about 60 labelled controls and the time zone list): role queries over it take a few seconds in jsdom.
describe('SettingsScreen', { timeout: 20_000 }, () => {
  it('sends only the changed keys and confirms the save', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Site settings' })).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Payments in maintenance'));
    fireEvent.change(screen.getByLabelText('Minimum bet amount'), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved: 2 settings changed.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('PATCH', '/site/settings', {
      body: { payMaintenance: true, minBetAmount: 2.5 },
    });
    expect(screen.getByText(/"vpCode": "vp-1"/)).toBeTruthy();
  });

  it('marks a field it refuses itself and sends nothing', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Android app (APK) link'), {
      target: { value: 'ftp://x.example/app.apk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter an https:// address or a path starting with /.')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith('PATCH', expect.anything(), expect.anything());
  });

  it('shows the server’s refusal next to the setting it names', async () => {
    const answer = vi.mocked(api).getMockImplementation();
    vi.mocked(api).mockImplementation(async (method, path, options) => {
      if (method === 'PATCH') {
        throw new ApiFailure(STATUS.INVALID_INPUT, 'SETTING_INVALID', {
          field: 'timeZone',
          reason: 'SETTING_INVALID',
        });
      }
      return answer!(method, path, options);
    });
    renderScreen();
    const timeZone = await screen.findByLabelText('Time zone');
    fireEvent.change(timeZone, { target: { value: 'Europe/Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(timeZone.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before turning site maintenance on', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('switch', { name: 'Site maintenance' }));
    const dialog = screen.getByRole('dialog', { name: 'Put the site in maintenance?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start maintenance' }));
    expect(await screen.findByText('The site is now in maintenance.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST', '/site/maintenance', { body: { enabled: true } });
  });
});
