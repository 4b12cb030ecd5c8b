/**
 * Typed access to the values the client keeps in localStorage and sessionStorage (spec §3 "Locally stored
 * values"). Storage can be unavailable (private mode, blocked cookies): every call degrades to "nothing stored"
 * instead of throwing, because a broken storage must never stop the site from rendering.
 */
/** Keys the client keeps in localStorage. */
export type LocalKey =
  | 'user'
  | 'currentLanguage'
  | 'currentCountry'
  | 'countryId'
  | 'currencyId'
  | 'tkk'
  | 'navToken'
  | 'InvitedCode'
  | 'inviteWheelTag'
  | 'BrowserFingerprintId'
  | 'waf-pass'
  | 'aid'
  | 'gaid'
  | 'afid'
  | 'ch'
  | 'paidList'
  | 'soundOff'
  | 'hasRuleShow'
  | 'demoToken'
  | 'sportsOddsChange'
  /** '1' once this browser offered to install the site (it fired `beforeinstallprompt`). */
  | 'supportPwa'
  /** '1' once the site was launched as the installed app. */
  | 'pwa'
  /** '1' once an iOS Safari visitor closed the add-to-home-screen guide, which then no longer opens by itself. */
  | 'iosAddHomeGuideSeen';

/** Keys kept in sessionStorage (this tab only). */
export type SessionKey = 'DesignToken';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored text, or null when absent or unreadable. */
export function readLocal(key: LocalKey): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; quota or privacy errors are ignored (the value then lives for this page only, nowhere). */
export function writeLocal(key: LocalKey, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the site still works, it just forgets.
  }
}

/** Removes a stored value. */
export function removeLocal(key: LocalKey): void {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Parses a JSON value stored under `key`; malformed text counts as absent. */
export function readLocalJson(key: LocalKey): unknown {
  const text = readLocal(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON. */
export function writeLocalJson(key: LocalKey, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}

/** Removes every localStorage entry whose key is not in `keep` (the logout keep-list). */
export function clearLocalExcept(keep: readonly string[]): void {
  const storage = local();
  if (!storage) return;
  const keepSet = new Set(keep);
  try {
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && !keepSet.has(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Storage became unavailable mid-way: nothing more can be cleared.
  }
}

/** Session-scoped values (kept for this tab only). */
export function readSession(key: SessionKey): string | null {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value for this tab. */
export function writeSession(key: SessionKey, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // See writeLocal.
  }
}

/** Forgets a value kept for this tab. */
export function removeSession(key: SessionKey): void {
  try {
    session()?.removeItem(key);
  } catch {
    // See writeLocal.
  }
}
