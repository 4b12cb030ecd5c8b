import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { canOfferAppDownload, RechargeAppDownloadPopup } from './recharge-app-download-popup';

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
