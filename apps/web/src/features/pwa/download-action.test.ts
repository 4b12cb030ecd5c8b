import { describe, expect, it } from 'vitest';

import { chooseDownloadStep, offersIosGuideOnArrival, type DownloadContext } from './download-action';

const web: DownloadContext = {
  nativeShell: false,
  standalone: false,
  iosSafari: false,
  config: { enablePwa: true, downloadLink: 'https://example.com/app.apk', iosLink: '' },
  value: '',
};

describe('#download', () => {
  it('does nothing harmful inside the native app or the installed app', () => {
    expect(chooseDownloadStep({ ...web, nativeShell: true })).toEqual({ kind: 'already-installed' });
    expect(chooseDownloadStep({ ...web, standalone: true, value: 'android' })).toEqual({
      kind: 'already-installed',
    });
  });

  it('runs the PWA install where enabled, else opens the download link, else says it is unavailable', () => {
    expect(chooseDownloadStep(web)).toEqual({ kind: 'install-pwa' });
    const noPwa = {
      ...web,
      config: { enablePwa: false, downloadLink: 'https://example.com/app.apk', iosLink: '' },
    };
    expect(chooseDownloadStep(noPwa)).toEqual({ kind: 'open-link', url: 'https://example.com/app.apk' });
    expect(chooseDownloadStep({ ...web, config: null })).toEqual({ kind: 'unavailable' });
    expect(chooseDownloadStep({ ...web, value: 'android' })).toEqual({
      kind: 'open-link',
      url: 'https://example.com/app.apk',
    });
  });

  it('on iOS Safari opens the iOS link when set, else shows the add-to-home guide', () => {
    const ios = { ...web, iosSafari: true };
    expect(chooseDownloadStep(ios)).toEqual({ kind: 'ios-guide' });
    const withLink = {
      ...ios,
      config: { enablePwa: true, downloadLink: '', iosLink: 'https://apps.example.com/x' },
    };
    expect(chooseDownloadStep(withLink)).toEqual({ kind: 'open-link', url: 'https://apps.example.com/x' });
    expect(chooseDownloadStep({ ...withLink, value: 'pwa' })).toEqual({ kind: 'ios-guide' });
  });

  it('offers the iOS guide on arrival once, to iOS Safari visitors without an iOS app', () => {
    const ios = { ...web, iosSafari: true };
    expect(offersIosGuideOnArrival(ios, false)).toBe(true);
    expect(offersIosGuideOnArrival(ios, true)).toBe(false);
    expect(offersIosGuideOnArrival(web, false)).toBe(false);
    expect(offersIosGuideOnArrival({ ...ios, standalone: true }, false)).toBe(false);
    expect(
      offersIosGuideOnArrival({ ...ios, config: { enablePwa: true, downloadLink: '', iosLink: 'x' } }, false),
    ).toBe(false);
    expect(offersIosGuideOnArrival({ ...ios, config: null }, false)).toBe(false);
  });
});
