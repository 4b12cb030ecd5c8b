import { useSyncExternalStore } from 'react';

/** sessionStorage, not localStorage: a staff session ends with the browser tab. */
const TOKEN_KEY = 'admin.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readToken(): string | undefined {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

let token = readToken();

function publish(next: string | undefined): void {
  token = next;
  for (const listener of listeners) listener();
}

/** The session token sent in the `Auth` header, when an operator is signed in. */
export function currentToken(): string | undefined {
  return token;
}

/** Keeps the token of a fresh sign-in for this tab. */
export function storeToken(next: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, next);
  } catch {
    // Private modes may refuse storage: the session then lasts as long as the page.
  }
  publish(next);
}

/** Forgets the session; the app's session gate then shows the login screen. */
export function clearToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  publish(undefined);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when a sign-in or sign-out changes it. */
export function useToken(): string | undefined {
  return useSyncExternalStore(subscribe, currentToken, currentToken);
}
