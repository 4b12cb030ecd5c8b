import type { Country } from '@casino/contracts';

import type { Queryable } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { marketRulesOfCountry, type MarketRules, type Site } from '../site/index.ts';
import { internationalPhone } from '../user/index.ts';

/** What a registrant says about where they are, and what the request shows. */
export interface RegistrantPlace {
  /** The country the form sent (the client's choice, or the COUNTRY header's). */
  countryId: string | undefined;
  /** The currency the form sent. */
  currencyId: string | undefined;
  /** The phone as typed (local, or international with a leading +). */
  phone: string | undefined;
  /** The COUNTRY header (the client's own guess). */
  clientCountry: string | undefined;
  /** The country by geolocation of the proxy in front (GEO_COUNTRY_HEADER), when the site has one. */
  geoCountry: string | undefined;
}

/** The market a new player is under, fixed on their row. */
export interface RegistrationMarket {
  country: Country;
  currency: Site['currencies'][number];
  /** The phone in international digits, or null when none was given. */
  phone: string | null;
  rules: MarketRules;
}

/**
 * The market of a registration, from facts the registrant cannot choose freely (issue 33 #2). The
 * country a form names is only a starting point: the currency decides, since money moves only on its
 * country's rails (a US form with BRL plays in Brazil, under Brazil's age check, CPF and exclusion list);
 * the phone's country and, where the site geolocates, the visitor's location must agree with it
 * (MARKET_MISMATCH otherwise). Facts are compared by market profile, so countries that share one (the
 * US and Canada, say) agree.
 */
export async function registrationMarket(
  queryable: Queryable,
  site: Site,
  place: RegistrantPlace,
): Promise<RegistrationMarket> {
  const asked = askedCountry(site, place.countryId ?? place.clientCountry);
  const currency =
    site.currencies.find((item) => item.id === place.currencyId) ??
    site.currencies.find((item) => item.id === asked.currencyId);
  if (!currency) throw invalidInput('currencyId', 'CURRENCY_INVALID');
  const country = countryOfCurrency(site, asked, currency.id);
  const rules = await marketRulesOfCountry(queryable, country.id);
  const profileOf = async (other: Country) =>
    other.id === country.id ? rules.profileId : (await marketRulesOfCountry(queryable, other.id)).profileId;

  // A local number is read with the form's country code, as the registration code was texted to it.
  const phone = place.phone === undefined ? null : internationalPhone(place.phone, asked.phoneCode);
  if (phone !== null) {
    const phoneCountries = countriesOfPhone(site, phone);
    const profiles = await Promise.all(phoneCountries.map(profileOf));
    if (phoneCountries.length > 0 && !profiles.includes(rules.profileId)) {
      throw new ApiError('MARKET_MISMATCH', { extra: { fact: 'phone' } });
    }
  }
  if (place.geoCountry !== undefined) {
    const located = site.countries.find((item) => item.id === place.geoCountry);
    if (!located || (await profileOf(located)) !== rules.profileId) {
      throw new ApiError('MARKET_MISMATCH', { extra: { fact: 'location' } });
    }
  }
  return { country, currency, phone, rules };
}

/**
 * The country a form names (or the COUNTRY header), else the site's default: where a local phone number is
 * read, and the starting point of a registration's market.
 */
export function askedCountry(site: Site, countryId: string | undefined): Country {
  const country =
    site.countries.find((item) => item.id === countryId) ??
    site.countries.find((item) => item.id === site.defaultCountryId);
  if (!country) throw invalidInput('countryId', 'COUNTRY_INVALID');
  return country;
}

/**
 * The country a player in `currencyId` lives in: the form's own when it pays in that currency, else the
 * site's default country when it does, else the first country (in the site's order) that does; a currency
 * no country pays in (a crypto, say) leaves the form's country.
 */
function countryOfCurrency(site: Site, asked: Country, currencyId: string): Country {
  if (asked.currencyId === currencyId) return asked;
  const paying = site.countries.filter((item) => item.currencyId === currencyId);
  return paying.find((item) => item.id === site.defaultCountryId) ?? paying[0] ?? asked;
}

/** The countries whose calling code starts this international number: the longest code that matches. */
function countriesOfPhone(site: Site, phone: string): Country[] {
  let best: Country[] = [];
  let bestLength = 0;
  for (const item of site.countries) {
    const code = item.phoneCode.replace(/\D/g, '');
    if (code === '' || !phone.startsWith(code) || code.length < bestLength) continue;
    if (code.length > bestLength) best = [];
    best.push(item);
    bestLength = code.length;
  }
  return best;
}
