import { nativeBridge } from '../native/bridge';
import { isOverlayPath, overlayState } from './overlay';

/**
 * One dispatcher for every link a design block or a server message can carry (spec §2 "Navigation
 * behaviour"): special link strings `#name` / `#name=value`, plain http(s) links (a new window) and
 * paths (navigated to directly). Features register the handler of their own action names; an action
 * nobody registered tells the player plainly that it is not available yet.
 */

/** What a handler may do besides its own work. */
export interface LinkContext {
  /** Client-side navigation (react-router's navigate). */
  navigate: (to: string | number, options?: { state?: unknown }) => void;
  /** The path the link was followed from. */
  pathname: string;
}

/** Handles one special link; `value` is the text after `=` (empty when there is none). */
export type LinkActionHandler = (value: string, context: LinkContext) => void | Promise<void>;

/** Every special link name of spec §2, in the spelling the links use. */
export const LINK_ACTIONS = [
  'action',
  'iframe',
  'recharge',
  'withdraw',
  'gameId',
  'logOut',
  'notifications',
  'anchor',
  'lottery',
  'lotteryRoom',
  'login',
  'register',
  'moneyRain',
  'download',
  'signPopup',
  'onOpen',
  'back',
] as const;
export type LinkActionName = (typeof LINK_ACTIONS)[number];

/** A link taken apart. */
export type ParsedLink =
  | { kind: 'action'; name: string; value: string }
  | { kind: 'external'; url: string }
  | { kind: 'path'; path: string }
  | { kind: 'none' };

/** Splits a link into what the dispatcher does with it. */
export function parseLink(link: string | null | undefined): ParsedLink {
  const text = (link ?? '').trim();
  if (!text) return { kind: 'none' };
  if (text.startsWith('#')) {
    const body = text.slice(1);
    const equals = body.indexOf('=');
    return equals < 0
      ? { kind: 'action', name: body, value: '' }
      : { kind: 'action', name: body.slice(0, equals), value: body.slice(equals + 1) };
  }
  if (/^https?:\/\//i.test(text)) return { kind: 'external', url: text };
  return { kind: 'path', path: text.startsWith('/') ? text : `/${text}` };
}

/** Whether a link opens a real-money screen (deposit or withdrawal): none where the market allows no money. */
export function movesMoney(link: string | null | undefined): boolean {
  const parsed = parseLink(link);
  return parsed.kind === 'action' && (parsed.name === 'recharge' || parsed.name === 'withdraw');
}

/** Whether a link offers to install the app (`#download`): pointless inside the installed or native app. */
export function offersInstall(link: string | null | undefined): boolean {
  const parsed = parseLink(link);
  return parsed.kind === 'action' && parsed.name === 'download';
}

/**
 * Whether a design link belongs on this page: none to a real-money screen where the market allows no money,
 * none offering to install the app inside the app.
 */
export function linkShown(
  link: string | null | undefined,
  page: { realMoney: boolean; installed: boolean },
): boolean {
  return (page.realMoney || !movesMoney(link)) && !(page.installed && offersInstall(link));
}

const handlers = new Map<string, LinkActionHandler>();
let fallback: LinkActionHandler = (_value, _context) => undefined;

/**
 * Registers the handler of a special link name (e.g. `recharge`), replacing an earlier one; returns a
 * function that restores the previous handler. Features call this once, at module load or in an effect.
 */
export function registerLinkAction(
  name: LinkActionName | (string & {}),
  handler: LinkActionHandler,
): () => void {
  const previous = handlers.get(name);
  handlers.set(name, handler);
  return () => {
    if (handlers.get(name) !== handler) return;
    if (previous) handlers.set(name, previous);
    else handlers.delete(name);
  };
}

/** The handler used for names nobody registered (the app sets one that says "not available yet"). */
export function setUnknownLinkAction(handler: LinkActionHandler): void {
  fallback = handler;
}

/** True when `name` has a handler. */
export function hasLinkAction(name: string): boolean {
  return handlers.has(name);
}

/**
 * Opens a plain http(s) link in a new window, never in the site's own tab; inside the native app in the
 * system browser (the bridge's launchUrl), with a new window only when the shell could not take it.
 */
export function openExternal(url: string): void {
  const openWindow = () => void window.open(url, '_blank', 'noopener,noreferrer');
  if (!nativeBridge.inShell) return openWindow();
  void nativeBridge.launchUrl(url).then((opened) => {
    if (!opened) openWindow();
  });
}

/** While a painted page's actions wait (null otherwise: an action runs at once, in the click's own task). */
let actionsReady: Promise<void> | null = null;
let markActionsReady: () => void = () => undefined;
/** While the texts the actions' dialogs speak are still coming (null once they are in). */
let textsReady: Promise<void> | null = null;

/**
 * A page the server painted is taken over before the parts that answer some actions (the wallet, the
 * rewards, the installable app) have started, and before the whole language pack their dialogs speak is in
 * (issue 39): an action followed meanwhile waits for its handler and for the pack, rather than finding no
 * handler or showing keys. Call before the take-over with the texts' arrival; `linkActionsReady` ends the
 * wait for handlers.
 */
export function holdLinkActionsUntilReady(texts: Promise<void>): void {
  actionsReady = new Promise((resolve) => (markActionsReady = resolve));
  const pending = texts.then(() => {
    if (textsReady === pending) textsReady = null;
  });
  textsReady = pending;
}

/** The app has started every part that registers link actions, with the texts they need. */
export function linkActionsReady(): void {
  markActionsReady();
  actionsReady = null;
}

/** Follows `link`: a special action, a new window for http(s), or client-side navigation for a path. */
export async function openLink(link: string | null | undefined, context: LinkContext): Promise<void> {
  const parsed = parseLink(link);
  switch (parsed.kind) {
    case 'none':
      return;
    case 'external':
      openExternal(parsed.url);
      return;
    case 'path':
      if (isOverlayPath(parsed.path)) context.navigate(parsed.path, { state: overlayState() });
      else context.navigate(parsed.path);
      return;
    case 'action': {
      // A painted page's early action: its handler may come with a later host, its dialog's words with the
      // whole pack. One whose handler is there waits only for the words.
      if (actionsReady && !handlers.has(parsed.name)) await actionsReady;
      if (textsReady) await textsReady;
      const handler = handlers.get(parsed.name);
      if (handler) await handler(parsed.value, context);
      else await fallback(parsed.name, context);
    }
  }
}
