import type { AnchorHTMLAttributes, MouseEvent } from 'react';

import { parseLink } from './link-actions';
import { useOpenLink } from './use-open-link';

/**
 * The address a link string stands for, so that it can be an `<a href>`: a path as it is, an http(s)
 * link as it is, a special link (`#recharge`, `#gameId=crash`) as the home page with that hash, which
 * the shell follows when a new tab opens it.
 */
export function hrefOfLink(link: string | null | undefined): string {
  const parsed = parseLink(link);
  if (parsed.kind === 'path') return parsed.path;
  if (parsed.kind === 'external') return parsed.url;
  if (parsed.kind === 'action') return `/${(link ?? '').trim()}`;
  return '/';
}

/** A click the browser should keep: another tab or window, a download, not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The props of AppLink. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Any link string of spec §2: a path, an http(s) address or a special `#name=value` link. */
  link: string | null | undefined;
}

/**
 * A real link for every navigation (spec §2 link strings): a plain click follows it in the page through
 * the link dispatcher; a middle click, Ctrl/Cmd-click or "open in new tab" opens its address.
 */
export function AppLink({ link, onClick, children, ...rest }: AppLinkProps) {
  const openLink = useOpenLink();
  const external = parseLink(link).kind === 'external';
  return (
    <a
      href={hrefOfLink(link)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        openLink(link);
      }}
    >
      {children}
    </a>
  );
}
