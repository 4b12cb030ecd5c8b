import { designDraftSchema, type DesignDraft } from '@casino/contracts';

/** Where the open draft's session is kept: this tab only, so a reload keeps the work, a new tab starts clean. */
const KEY = 'admin.design.draft';

/** The draft this tab had open, unless it expired or storage is refused. */
export function readStoredDraft(now = Date.now()): DesignDraft | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const parsed = designDraftSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.expiresAt > now) return parsed.data;
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused or a value that is not JSON: there is no draft to resume.
  }
  return undefined;
}

/** Keeps the open draft (or forgets it when `draft` is undefined). */
export function storeDraft(draft: DesignDraft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the draft lives as long as the page, as before.
  }
}
