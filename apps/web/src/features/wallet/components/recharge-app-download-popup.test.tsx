import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { APP_DOWNLOAD_SETTINGS_COMPONENT_ID } from '@casino/contracts';

import {
  canOfferAppDownload,
  rechargeAppDownloadBlock,
  RechargeAppDownloadPopup,
} from './recharge-app-download-popup';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function backdrop(): HTMLElement {
  const panel = screen.getByTestId('recharge-app-download');
  if (!panel.parentElement) throw new Error('no backdrop');
  return panel.parentElement;
}

describe('recharge app-download popup', () => {
  it('is offered only with a download link, when not disabled and not in the installed app', () => {
    expect(canOfferAppDownload('https://example.com/app.apk', false)).toBe(true);
    expect(canOfferAppDownload('', false)).toBe(false);
    expect(canOfferAppDownload('https://example.com/app.apk', true)).toBe(false);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    expect(canOfferAppDownload('https://example.com/app.apk', false)).toBe(false);
  });

  it('is never offered inside the native app', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) CasinoShell/120' });
    expect(canOfferAppDownload('https://example.com/app.apk', false)).toBe(false);
  });

  it("reads mandatory from the popup's block in a global page, optional without one", () => {
    const page = (type: string, data: Record<string, unknown>) => ({
      id: type,
      type,
      items: [{ comId: APP_DOWNLOAD_SETTINGS_COMPONENT_ID, data, limitPathList: [] }],
    });
    expect(rechargeAppDownloadBlock([])).toEqual({ mandatory: false });
    expect(rechargeAppDownloadBlock([page('global', { mandatory: true })])).toEqual({ mandatory: true });
    expect(rechargeAppDownloadBlock([page('home', { mandatory: true })])).toEqual({ mandatory: false });
  });

  it('stays open on Escape when mandatory and offers no "not now"', () => {
    const onClose = vi.fn();
    render(
      <RechargeAppDownloadPopup downloadLink="https://example.com/app.apk" mandatory onClose={onClose} />,
    );
    fireEvent.keyDown(screen.getByTestId('recharge-app-download'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'CLOSE' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('closes on a mask click', () => {
    const onClose = vi.fn();
    render(<RechargeAppDownloadPopup downloadLink="https://example.com/app.apk" onClose={onClose} />);
    fireEvent.mouseDown(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a mask click when mandatory, and opens the link from its button', () => {
    const onClose = vi.fn();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(
      <RechargeAppDownloadPopup downloadLink="https://example.com/app.apk" mandatory onClose={onClose} />,
    );
    fireEvent.mouseDown(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('recharge-app-download-open'));
    expect(open).toHaveBeenCalledWith('https://example.com/app.apk', '_blank', 'noopener,noreferrer');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
