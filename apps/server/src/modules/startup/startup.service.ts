import type { RegistrationRules, SiteConfig, StartupQuery, StartupSettings } from '@casino/contracts';

import type { Config } from '../../platform/config.ts';
import type { ClientInfo } from '../../platform/client-info.ts';
import type { Site, SiteService } from '../site/index.ts';
import type { Db } from '../../db/client.ts';
import { findUserByInviteCode } from '../user/index.ts';
import { marketRulesOfCountry } from '../site/index.ts';

/** The currencies as clients see them: without the USD rate, which is for analytics on the server. */
function publicCurrencies(site: Site) {
  return site.currencies.map(({ usdRate: _usdRate, ...currency }) => currency);
}

/** Facts of the lobby that other modules own, asked through their public faces. */
export interface LobbyFacts {
  /** Registered players and players who have won, counted now. */
  communityCounts: () => Promise<{ players: number; winners: number }>;
  /** The names of the enabled recharge channels of a currency. */
  paymentMethods: (currencyId: string) => Promise<string[]>;
}

const NO_COUNTS = { players: 0, winners: 0 };

export interface StartupKeys {
  designCacheKey: () => string;
  langItemsCacheKey: () => string;
}

/** Builds the startup settings and the site configuration from the site, the request and the config. */
export class StartupService {
  constructor(
    private readonly site: SiteService,
    private readonly db: Db,
    private readonly keys: StartupKeys,
    private readonly config: Config,
    private readonly facts: LobbyFacts,
  ) {}

  async startupSettings(
    query: StartupQuery,
    client: ClientInfo,
  ): Promise<StartupSettings & { siteConfig?: SiteConfig }> {
    const site = await this.site.get();
    const switches = site.switches;
    const country =
      site.countries.find((item) => item.id === client.country) ??
      site.countries.find((item) => item.id === site.defaultCountryId) ??
      site.countries[0];
    const language = site.languages.some((item) => item.id === client.language)
      ? (client.language as string)
      : site.defaultLanguageId;
    const settings: StartupSettings & { siteConfig?: SiteConfig } = {
      minBetAmount: switches.minBetAmount,
      defaultBetAmount: switches.defaultBetAmount,
      languages: site.languages,
      currencies: publicCurrencies(site),
      countries: site.countries,
      countryId: country?.id ?? site.defaultCountryId,
      currencyId: country?.currencyId ?? site.currencies[0]?.id ?? '',
      language,
      disableVipPlus: switches.disableVipPlus,
      brand: switches.showPlayerCounts ? await this.facts.communityCounts() : NO_COUNTS,
      showActivityTicker: switches.showActivityTicker,
      paymentMethods: await this.facts.paymentMethods(country?.currencyId ?? site.currencies[0]?.id ?? ''),
      apkLink: switches.apkLink,
      w2aBrandLink: switches.w2aBrandLink,
      enableWebPush: switches.enableWebPush,
      smsConfig: switches.smsConfig,
      enabledSmsConfigs: switches.enabledSmsConfigs,
      disableAppDownload: switches.disableAppDownload,
      enableSalary: switches.enableSalary,
      autoBk: switches.autoBk,
      enableRegisterPromoCode: switches.enableRegisterPromoCode,
      registration: await this.registrationRules(country?.id ?? site.defaultCountryId),
      realMoney: (await marketRulesOfCountry(this.db, country?.id ?? site.defaultCountryId)).realMoney,
      gpcSymbol: switches.gpcSymbol,
      disableGPC: switches.disableGPC,
      horizontalCom: switches.horizontalCom,
      inviteCode: await this.resolveInviteCode(query.p ?? query.wta),
    };
    // A client built without a build config (dev=true) gets the CSS variables it would have had.
    if (query.dev) settings.buildConfig = { varStyles: switches.buildVarStyles };
    // The web page has the site configuration injected; other clients (lazy=false) get it here.
    if (!query.lazy) settings.siteConfig = this.buildSiteConfig(site);
    return settings;
  }

  async siteConfig(): Promise<SiteConfig> {
    return this.buildSiteConfig(await this.site.get());
  }

  private buildSiteConfig(site: Site): SiteConfig {
    const switches = site.switches;
    const defaultCountry = site.countries.find((item) => item.id === site.defaultCountryId);
    return {
      siteId: site.id,
      siteName: site.name,
      currencyId: defaultCountry?.currencyId ?? site.currencies[0]?.id ?? '',
      currencies: publicCurrencies(site),
      designCacheKey: this.keys.designCacheKey(),
      langItemsCacheKey: this.keys.langItemsCacheKey(),
      sk: switches.sk,
      vpCode: switches.vpCode,
      iosMobileFileLink: switches.iosMobileFileLink,
      defaultBetAmount: switches.defaultBetAmount,
      redirectUrl: switches.redirectUrl,
      gateDomains: switches.gateDomains,
      globalConfig: {
        loadingIcon: switches.loadingIcon,
        globalLoadIcon: switches.globalLoadIcon,
        icon: switches.icon,
        pcIcon: switches.pcIcon,
        imageCdnRoot: this.config.IMAGE_CDN_ROOT,
        wssCdnRoot: this.config.WSS_CDN_ROOT,
        apiCdnRoot: this.config.API_CDN_ROOT,
      },
    };
  }

  /** What a registration from this country must carry: its market profile's identity rule and age. */
  private async registrationRules(countryId: string): Promise<RegistrationRules> {
    const { compliance } = await marketRulesOfCountry(this.db, countryId);
    return {
      identity: compliance.identity,
      minimumAge: compliance.minimumAge,
      limitsAtRegistration: compliance.limitsAtRegistration,
    };
  }

  /** `p` (web) or `wta` (native, from the clipboard) name an inviter by their invite code. */
  private async resolveInviteCode(code: string | undefined): Promise<string | null> {
    const candidate = code?.trim().toUpperCase();
    if (!candidate || !/^[A-Z0-9]{4,16}$/.test(candidate)) return null;
    const inviter = await findUserByInviteCode(this.db, candidate);
    return inviter && !inviter.disabled ? inviter.inviteCode : null;
  }
}
