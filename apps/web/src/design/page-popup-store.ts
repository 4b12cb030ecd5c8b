import { SPEC } from '@casino/contracts';
import { create } from 'zustand';

/** What the page popup shows (spec §2 "Page popup"): a title and a url shown in an iframe. */
export interface PagePopupData {
  title: string;
  url: string;
}

interface PagePopupState {
  /** The content; kept for 3 s after closing (spec §9), then removed. */
  data: PagePopupData | null;
  open: boolean;
  /** Opens the popup; false (and nothing opens) for a url that is not a web page (see frameableUrl). */
  show: (data: PagePopupData) => boolean;
  close: () => void;
}

/**
 * Reads the global UI state key `globalPopupData` (spec §3): any part of the site opens the page popup
 * by setting it to `{ title, url }`. Anything else (no url, not an object) opens nothing.
 */
export function pagePopupDataOf(value: unknown): PagePopupData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, url } = value as Record<string, unknown>;
  if (typeof url !== 'string' || url.trim() === '') return null;
  return { title: typeof title === 'string' ? title : '', url: url.trim() };
}

/**
 * An http(s) url to frame, a relative one resolved against the site; null for any other scheme
 * (javascript:, data:, blob:, ...). Which hosts may be framed is the server's Content-Security-Policy
 * frame-src (GAME_FRAME_ORIGINS, PAYMENT_FRAME_ORIGINS), enforced by the browser.
 */
export function frameableUrl(value: string): string | null {
  if (value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

let removal: ReturnType<typeof setTimeout> | undefined;

/** The one page popup; it opens only for a web page's url (every way in: links, triggers, globalPopupData). */
export const usePagePopupStore = create<PagePopupState>()((set) => ({
  data: null,
  open: false,
  show: (data) => {
    const url = frameableUrl(data.url);
    if (!url) return false;
    clearTimeout(removal);
    set({ data: { ...data, url }, open: true });
    return true;
  },
  close: () => {
    set({ open: false });
    clearTimeout(removal);
    removal = setTimeout(() => set({ data: null }), SPEC.pagePopupRemoveAfterMs);
  },
}));

/**
 * Spec §9: 1000 px centred above 1200 px wide, 80 % with a 10 % offset above 1000 px, else full width.
 * In a forced mobile layout the popup fills the centred column (`columnWidth` px) instead.
 */
export function pagePopupBox(windowWidth: number, columnWidth?: number): { width: string; left: string } {
  if (columnWidth !== undefined) {
    const width = Math.min(windowWidth, columnWidth);
    return { width: `${width}px`, left: `${(windowWidth - width) / 2}px` };
  }
  if (windowWidth > 1200) return { width: '1000px', left: `${(windowWidth - 1000) / 2}px` };
  if (windowWidth > 1000) return { width: '80%', left: '10%' };
  return { width: '100%', left: '0' };
}
