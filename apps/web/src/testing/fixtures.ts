import type { SiteConfig, StartupSettings } from '@casino/contracts';

/** A complete site configuration for tests. */
export const testSiteConfig: SiteConfig = {
  siteId: 'main',
  siteName: 'Test Casino',
  currencyId: 'BRL',
  currencies: [{ id: 'BRL', symbol: 'R$', decimalLength: 2, withdrawDecimalLength: 2 }],
  designCacheKey: 'design1',
  langItemsCacheKey: 'lang1',
  sk: '',
  vpCode: '',
  iosMobileFileLink: '',
  defaultBetAmount: 5,
  redirectUrl: '',
  gateDomains: [],
  globalConfig: {
    loadingIcon: '',
    globalLoadIcon: '',
    icon: '',
    pcIcon: '',
    imageCdnRoot: '',
    wssCdnRoot: '',
    apiCdnRoot: '',
  },
};

/** Startup settings as the server sends them, for tests. */
export const testStartupSettings: StartupSettings = {
  minBetAmount: 1,
  defaultBetAmount: 5,
  languages: [{ id: 'en', name: 'English' }],
  currencies: testSiteConfig.currencies,
  countries: [],
  countryId: 'BR',
  currencyId: 'BRL',
  language: 'en',
  disableVipPlus: false,
  brand: { players: 0, winners: 0 },
  showActivityTicker: false,
  paymentMethods: [],
  apkLink: '',
  w2aBrandLink: '',
  enableWebPush: false,
  smsConfig: { enableForgetPassword: false, enableRegister: false, enableWithdraw: false },
  enabledSmsConfigs: [],
  disableAppDownload: false,
  enableSalary: false,
  autoBk: false,
  enableRegisterPromoCode: false,
  registration: { identity: 'none', minimumAge: 18, limitsAtRegistration: false },
  realMoney: true,
  gpcSymbol: '',
  disableGPC: false,
  horizontalCom: false,
  inviteCode: null,
};

/** A fetch answer in the API envelope. */
export function envelopeResponse(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ status: 0, time: Date.now(), ...body }));
}
