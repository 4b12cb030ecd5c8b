import { beforeEach, describe, expect, it } from 'vitest';

import { storeLaunchParams } from './launch-params';
import { decideStartupOutcome, isFramingAllowed, isGateHost } from './startup-outcome';
import type { StartupFacts } from './startup-outcome';
import { consumeTokenParam, parseTokenParam } from './token-param';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token query parameter', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['null', ''],
    ['123456789', ''],
    ['  null  ', ''],
    ['1234567890', '1234567890'],
    ['a-long-session-token', 'a-long-session-token'],
  ])('%j is read as %j', (value, expected) => {
    expect(parseTokenParam(value)).toBe(expected);
  });

  it('stores a valid token as the user and answers the address without it', () => {
    const reloadTo = consumeTokenParam(new URL('https://casino.test/h5/page?a=1&token=abcdefghijkl&b=2#x'));
    expect(reloadTo).toBe('https://casino.test/h5/page?a=1&b=2#x');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ token: 'abcdefghijkl' });
  });

  it('leaves storage alone and asks no reload for an invalid token', () => {
    localStorage.setItem('user', '{"token":"previous-token"}');
    expect(consumeTokenParam(new URL('https://casino.test/?token=null'))).toBeNull();
    expect(consumeTokenParam(new URL('https://casino.test/?token=short'))).toBeNull();
    expect(localStorage.getItem('user')).toBe('{"token":"previous-token"}');
  });
});

describe('launch parameters', () => {
  it('stores tkk and navToken from the address and clears them when absent', () => {
    storeLaunchParams(new URLSearchParams('tkk=T1&navToken=N1'));
    expect(localStorage.getItem('tkk')).toBe('T1');
    expect(localStorage.getItem('navToken')).toBe('N1');
    storeLaunchParams(new URLSearchParams(''));
    expect(localStorage.getItem('tkk')).toBeNull();
    expect(localStorage.getItem('navToken')).toBeNull();
  });

  it('keeps DesignToken for the tab only', () => {
    storeLaunchParams(new URLSearchParams('DesignToken=D1'));
    expect(sessionStorage.getItem('DesignToken')).toBe('D1');
    expect(localStorage.getItem('DesignToken')).toBeNull();
  });

  it('takes lang only when no language is stored, and only a well-formed one', () => {
    storeLaunchParams(new URLSearchParams('lang=<script>'));
    expect(localStorage.getItem('currentLanguage')).toBeNull();
    storeLaunchParams(new URLSearchParams('lang=pt'));
    expect(localStorage.getItem('currentLanguage')).toBe('pt');
    storeLaunchParams(new URLSearchParams('lang=id'));
    expect(localStorage.getItem('currentLanguage')).toBe('pt');
  });

  it('stores the invite code and matches the wheel tag to the address', () => {
    storeLaunchParams(new URLSearchParams('p=ABCD1234&inviteWheelTag=1'));
    expect(localStorage.getItem('InvitedCode')).toBe('ABCD1234');
    expect(localStorage.getItem('inviteWheelTag')).toBe('1');
    storeLaunchParams(new URLSearchParams('p=WXYZ9876'));
    expect(localStorage.getItem('InvitedCode')).toBe('WXYZ9876');
    expect(localStorage.getItem('inviteWheelTag')).toBeNull();
    storeLaunchParams(new URLSearchParams(''));
    expect(localStorage.getItem('InvitedCode')).toBe('WXYZ9876');
  });

  it('keeps the design token for this tab and forgets it on dev=false', () => {
    storeLaunchParams(new URLSearchParams('DesignToken=abcdefghijklmnopqrstu'));
    expect(sessionStorage.getItem('DesignToken')).toBe('abcdefghijklmnopqrstu');
    storeLaunchParams(new URLSearchParams('dev=false'));
    expect(sessionStorage.getItem('DesignToken')).toBeNull();
  });
});

const base: StartupFacts = {
  pathname: '/',
  hostname: 'casino.test',
  framed: false,
  parentPathname: null,
  editorMode: false,
  wafPassed: false,
  siteConfig: { gateDomains: [], redirectUrl: '' },
};

describe('start-up checks', () => {
  it('renders the app when nothing stands in the way', () => {
    expect(decideStartupOutcome(base)).toEqual({ kind: 'app' });
  });

  it('leaves a foreign frame unless the page or the parent is embeddable', () => {
    expect(decideStartupOutcome({ ...base, framed: true })).toEqual({ kind: 'leave-frame' });
    expect(decideStartupOutcome({ ...base, framed: true, pathname: '/chatbet' }).kind).toBe('app');
    expect(decideStartupOutcome({ ...base, framed: true, pathname: '/games/h5/x' }).kind).toBe('app');
    expect(decideStartupOutcome({ ...base, framed: true, parentPathname: '/h5/host' }).kind).toBe('app');
    expect(isFramingAllowed('/', '/elsewhere')).toBe(false);
    expect(isFramingAllowed('/', null)).toBe(false);
  });

  it('stays in the frame of the design editor (a DesignToken for this tab)', () => {
    expect(decideStartupOutcome({ ...base, framed: true, editorMode: true }).kind).toBe('app');
  });

  it('keeps the sportsbook only in the frame of our own /embed page', () => {
    expect(isFramingAllowed('/sportsbook', '/embed')).toBe(true);
    expect(isFramingAllowed('/sportsbook', null)).toBe(false);
    expect(isFramingAllowed('/sportsbook', '/h5/host')).toBe(false);
    expect(isFramingAllowed('/sportsbook', '/')).toBe(false);
    expect(decideStartupOutcome({ ...base, framed: true, pathname: '/sportsbook' }).kind).toBe('leave-frame');
  });

  it('shows the gate on a gate domain until waf-pass is set', () => {
    const gated = { ...base, siteConfig: { gateDomains: ['Casino.Test'], redirectUrl: '' } };
    expect(decideStartupOutcome(gated)).toEqual({ kind: 'gate' });
    expect(decideStartupOutcome({ ...gated, wafPassed: true })).toEqual({ kind: 'app' });
    expect(isGateHost('other.test', ['casino.test'])).toBe(false);
  });

  it('renders the maintenance page on /repair', () => {
    expect(decideStartupOutcome({ ...base, pathname: '/repair' })).toEqual({ kind: 'repair' });
    expect(decideStartupOutcome({ ...base, pathname: '/repairs' })).toEqual({ kind: 'app' });
  });

  it('redirects when a global redirect address is set', () => {
    const facts = { ...base, siteConfig: { gateDomains: [], redirectUrl: ' https://new.test/ ' } };
    expect(decideStartupOutcome(facts)).toEqual({ kind: 'redirect', url: 'https://new.test/' });
  });

  it('applies the checks in the spec order: frame, gate, repair, redirect', () => {
    const all: StartupFacts = {
      pathname: '/repair',
      hostname: 'casino.test',
      framed: true,
      parentPathname: null,
      editorMode: false,
      wafPassed: false,
      siteConfig: { gateDomains: ['casino.test'], redirectUrl: 'https://new.test/' },
    };
    expect(decideStartupOutcome(all).kind).toBe('leave-frame');
    expect(decideStartupOutcome({ ...all, framed: false }).kind).toBe('gate');
    expect(decideStartupOutcome({ ...all, framed: false, wafPassed: true }).kind).toBe('repair');
    expect(decideStartupOutcome({ ...all, framed: false, wafPassed: true, pathname: '/' }).kind).toBe(
      'redirect',
    );
  });
});
