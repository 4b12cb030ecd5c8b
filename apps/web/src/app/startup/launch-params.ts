import { isLanguageId } from '../../lib/i18n/language';
import {
  readLocal,
  removeLocal,
  removeSession,
  writeLocal,
  writeSession,
} from '../../lib/storage/local-storage';
import type { LocalKey } from '../../lib/storage/local-storage';

/** Attribution values copied from the address when present, and otherwise left as stored. */
const ATTRIBUTION_PARAMS: readonly LocalKey[] = ['aid', 'gaid', 'afid', 'ch'];

/**
 * Step 1 of start-up (spec §4): stores what the address carries.
 * - tkk and navToken: the query value, or cleared when the address has none.
 * - DesignToken: kept for this tab only (sessionStorage): the design-editor mode; `dev=false` turns it off.
 * - lang: becomes currentLanguage only when none is stored yet.
 * - p: the invite code (InvitedCode); with it, inviteWheelTag is stored or cleared to match the address.
 * - aid, gaid, afid, ch: attribution ids, kept when given.
 */
export function storeLaunchParams(params: URLSearchParams): void {
  for (const key of ['tkk', 'navToken'] as const) {
    const value = params.get(key);
    if (value) writeLocal(key, value);
    else removeLocal(key);
  }

  const designToken = params.get('DesignToken');
  if (params.get('dev') === 'false') removeSession('DesignToken');
  else if (designToken) writeSession('DesignToken', designToken);

  const lang = params.get('lang');
  if (!readLocal('currentLanguage') && isLanguageId(lang)) writeLocal('currentLanguage', lang);

  const invite = params.get('p')?.trim();
  if (invite) {
    writeLocal('InvitedCode', invite);
    const wheelTag = params.get('inviteWheelTag');
    if (wheelTag) writeLocal('inviteWheelTag', wheelTag);
    else removeLocal('inviteWheelTag');
  }

  for (const key of ATTRIBUTION_PARAMS) {
    const value = params.get(key);
    if (value) writeLocal(key, value);
  }
}
