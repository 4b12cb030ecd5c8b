import { describe, expect, it } from 'vitest';

import { parseAmountInput } from '../../lib/amount-input';
import {
  buildPatch,
  isLink,
  otherSwitches,
  refusedField,
  sameValue,
  thresholdKey,
  toDraft,
  type EditedSwitches,
} from './settings-draft';

const switches: EditedSwitches = {
  smsConfig: { enableRegister: false, enableForgetPassword: false, enableWithdraw: false },
  enabledSmsConfigs: ['LOGIN'],
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
  gateDomains: ['gate.example.com'],
  sk: '',
  gpcSymbol: 'GPC',
  disableGPC: true,
  useGameSymbol: false,
};

describe('parseAmountInput', () => {
  it('reads a decimal with a point or a comma and refuses anything else', () => {
    expect(parseAmountInput('2,5')).toBe(2.5);
    expect(parseAmountInput(' 0 ')).toBe(0);
    for (const text of ['', '-1', '1.000,5', '1e3', 'ten']) expect(parseAmountInput(text)).toBeUndefined();
  });
});

describe('isLink', () => {
  it('takes empty, http(s) addresses and site paths, not other schemes', () => {
    expect(isLink('')).toBe(true);
    expect(isLink('https://cdn.example.com/app.apk')).toBe(true);
    expect(isLink('/download/app.apk')).toBe(true);
    expect(isLink('javascript:alert(1)')).toBe(false);
    expect(isLink('//evil.example')).toBe(false);
    expect(isLink('example.com')).toBe(false);
  });
});

describe('sameValue', () => {
  it('compares JSON values whatever the key order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});

describe('buildPatch', () => {
  it('sends nothing for an untouched form', () => {
    expect(buildPatch(switches, toDraft(switches))).toEqual({ patch: {}, errors: {} });
  });

  it('sends only the changed keys, converted to the server’s types', () => {
    const draft = {
      ...toDraft(switches),
      payMaintenance: true,
      smsConfig: { ...switches.smsConfig, enableRegister: true },
      minBetAmount: '2,50',
      gateDomains: ' gate.example.com \n\nsecond.example.com\n',
      withdrawSecondApprovalAbove: [
        { currencyId: 'BRL', amount: '5000.00' },
        { currencyId: 'USD', amount: '1000' },
      ],
    };
    expect(buildPatch(switches, draft)).toEqual({
      patch: {
        payMaintenance: true,
        smsConfig: { enableRegister: true, enableForgetPassword: false, enableWithdraw: false },
        minBetAmount: 2.5,
        gateDomains: ['gate.example.com', 'second.example.com'],
        withdrawSecondApprovalAbove: { BRL: 5000, USD: 1000 },
      },
      errors: {},
    });
  });

  it('refuses obvious mistakes, keyed by the field they belong to', () => {
    const draft = {
      ...toDraft(switches),
      defaultBetAmount: '0',
      salaryReferralPercent: '60',
      apkLink: 'ftp://files.example.com/app.apk',
      h5RefHost: 'https://share.example.com',
      timeZone: 'Mars/Olympus',
      gateDomains: 'gate.example.com:8443',
      withdrawSecondApprovalAbove: [{ currencyId: 'BRL', amount: '' }],
    };
    const { patch, errors } = buildPatch(switches, draft);
    expect(patch).toEqual({});
    expect(errors).toEqual({
      defaultBetAmount: 'positive',
      salaryReferralPercent: 'percent',
      apkLink: 'url',
      h5RefHost: 'host',
      timeZone: 'timeZone',
      gateDomains: 'hosts',
      [thresholdKey('BRL')]: 'amount',
    });
  });

  it('does not check a setting that was left as the server has it', () => {
    const legacy = { ...switches, apkLink: 'not a link' };
    expect(buildPatch(legacy, { ...toDraft(legacy), autoBk: true })).toEqual({
      patch: { autoBk: true },
      errors: {},
    });
  });

  it('removes a threshold by sending the list without it', () => {
    const draft = { ...toDraft(switches), withdrawSecondApprovalAbove: [] };
    expect(buildPatch(switches, draft).patch).toEqual({ withdrawSecondApprovalAbove: {} });
  });
});

describe('refusedField', () => {
  const fields = ['smsConfig', 'timeZone', 'withdrawSecondApprovalAbove', thresholdKey('BRL')];

  it('finds the longest form field the refusal names', () => {
    expect(refusedField({ field: 'timeZone', reason: 'SETTING_INVALID' }, fields)).toBe('timeZone');
    expect(refusedField({ field: 'smsConfig.enableRegister' }, fields)).toBe('smsConfig');
    expect(refusedField({ field: 'withdrawSecondApprovalAbove.BRL' }, fields)).toBe(thresholdKey('BRL'));
    expect(refusedField({ field: 'withdrawSecondApprovalAbove.EUR' }, fields)).toBe(
      'withdrawSecondApprovalAbove',
    );
  });

  it('names no field for an unknown or missing one', () => {
    expect(refusedField({ field: 'settings' }, fields)).toBeUndefined();
    expect(refusedField(undefined, fields)).toBeUndefined();
  });
});

describe('otherSwitches', () => {
  it('keeps the switches the form does not edit', () => {
    expect(otherSwitches({ ...switches, vpCode: 'x', buildVarStyles: {} })).toEqual({
      vpCode: 'x',
      buildVarStyles: {},
    });
  });
});
