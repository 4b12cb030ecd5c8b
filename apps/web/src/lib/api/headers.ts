import { HEADER, TIME_CHECKSUM_HEX_DIGITS, timeChecksumInput } from '@casino/contracts';

import { currentDevice, isStandalonePwa, timezoneOffsetHours } from '../device';
import { sha256Hex } from '../crypto/sha256-hex';
import { APP_NAME, APP_VERSION } from '../env';
import { nativeClientHeaders } from '../native/device-headers';
import { activeLanguage } from '../i18n/i18n';
import { currentToken } from '../session/user-store';
import { readLocal, readSession } from '../storage/local-storage';

/** A header value fetch accepts: printable ASCII. Anything else (a tampered tkk) is left out, not sent broken. */
const SAFE_HEADER_VALUE = /^[\x20-\x7E]+$/;

/**
 * Every header of spec §7 for a request to `pathname` (without query) at estimated server time
 * `serverTimeMs`. Empty values are left out rather than sent blank.
 */
export async function buildRequestHeaders(
  pathname: string,
  serverTimeMs: number,
): Promise<Record<string, string>> {
  const serverTime = String(serverTimeMs);
  const checksum = (await sha256Hex(timeChecksumInput(pathname, serverTime))).slice(
    0,
    TIME_CHECKSUM_HEX_DIGITS,
  );
  // Inside the native app, APP and VERSION name the shell (its os and version code) once it has said.
  const native = nativeClientHeaders();
  const candidates: [string, string | null][] = [
    [HEADER.auth, currentToken()],
    [HEADER.device, currentDevice()],
    [HEADER.accept, 'application/json'],
    [HEADER.contentType, 'application/json'],
    [HEADER.designToken, readSession('DesignToken')],
    [HEADER.app, native?.app ?? APP_NAME],
    [HEADER.version, native?.version ?? APP_VERSION],
    [HEADER.pwa, isStandalonePwa() ? '1' : null],
    [HEADER.channel, readLocal('ch')],
    [HEADER.gaid, readLocal('gaid')],
    [HEADER.afid, readLocal('afid')],
    [HEADER.aid, readLocal('aid')],
    [HEADER.browserId, readLocal('BrowserFingerprintId')],
    [HEADER.tkk, readLocal('tkk')],
    [HEADER.serverTime, serverTime],
    [HEADER.timezone, String(timezoneOffsetHours())],
    [HEADER.timeChecksum, checksum],
    [HEADER.language, activeLanguage()],
    [HEADER.country, readLocal('countryId')],
    [HEADER.navToken, readLocal('navToken')],
    // A visitor's play-money session (spec §1 demo mode); a logged-in player is known by Auth instead.
    [HEADER.demoToken, currentToken() ? null : readLocal('demoToken')],
  ];
  const headers: Record<string, string> = {};
  for (const [name, value] of candidates) {
    if (value && SAFE_HEADER_VALUE.test(value)) headers[name] = value;
  }
  return headers;
}
