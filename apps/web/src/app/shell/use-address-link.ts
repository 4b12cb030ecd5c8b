import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { parseLink } from '../../lib/navigation/link-actions';
import { useOpenLink } from '../../lib/navigation/use-open-link';

/**
 * Special links a page address may carry (`/#notifications`, `/#anchor=faq`): those an `<a href>` of the
 * site opens in a new tab. Actions that change something (`#logOut`, `#action=…`) are never taken from an
 * address, which anyone can send; the wallet follows its own (`#recharge`, `#withdraw`, `#history`).
 */
const ADDRESS_ACTIONS = new Set(['notifications', 'anchor', 'gameId', 'login', 'register']);

/** How long an `#anchor=` of the address waits for its section (the lower blocks load on first use). */
const ANCHOR_WAIT_MS = 5000;

function followAnchor(id: string, follow: () => void): () => void {
  const started = Date.now();
  let frame = 0;
  const look = () => {
    if (document.getElementById(id) || Date.now() - started > ANCHOR_WAIT_MS) follow();
    else frame = window.requestAnimationFrame(look);
  };
  look();
  return () => window.cancelAnimationFrame(frame);
}

/**
 * Follows the special link of the page address, on load and when the hash changes, then removes it from
 * the address so a reload does not follow it again.
 */
export function useAddressLink(): void {
  const openLink = useOpenLink();
  // The router's location: a navigation to `/#anchor=faq` from another page changes it without a hashchange.
  const { hash, key } = useLocation();
  useEffect(() => {
    let cancel = () => undefined as void;
    function follow() {
      const hash = window.location.hash;
      const parsed = parseLink(hash);
      if (parsed.kind !== 'action' || !ADDRESS_ACTIONS.has(parsed.name)) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      cancel();
      if (parsed.name === 'anchor')
        cancel = followAnchor(decodeURIComponent(parsed.value), () => openLink(hash));
      else openLink(hash);
    }
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      cancel();
      window.removeEventListener('hashchange', follow);
    };
  }, [openLink, hash, key]);
}
