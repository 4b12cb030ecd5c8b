import { createNoticeRequestSchema, createPushRequestSchema, type NOTICE_TYPES } from '@casino/contracts';
import type { z } from 'zod';

/** A notice's type (spec §4 "Notice popup types"; SYSTEM is a plain message). */
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The types whose look the operator configures: the newest such notice to everyone is the live popup. */
export const CONFIGURED_POPUP_TYPES: readonly NoticeType[] = ['NOT_LOGGED_IN', 'NOT_RECHARGED'];

/** Whether a notice of this type carries a popup look (and a check interval). */
export const hasPopupLook = (type: NoticeType): boolean => CONFIGURED_POPUP_TYPES.includes(type);

/** Everyone, or one player by id. */
export interface RecipientDraft {
  /** Who receives it. */
  audience: 'everyone' | 'player';
  /** The player's id as typed; used only for `audience: 'player'`. */
  userId: string;
}

/** The popup look as typed: every field optional, numbers as text (empty = the client's default). */
export interface PopupDraft {
  bg: string;
  link: string;
  buttonText: string;
  buttonBg: string;
  buttonTextColor: string;
  contentTextColor: string;
  contentTextSize: string;
  contentPadding: string;
  buttonMargin: string;
  enableMaskClose: boolean;
  /** Seconds between checks; 0 shows it once per page load. */
  interval: string;
}

/** The notice form's state. */
export interface NoticeDraft extends RecipientDraft {
  type: NoticeType;
  title: string;
  content: string;
  /** Push it live now as a popup notification to whoever is online. */
  push: boolean;
  popup: PopupDraft;
}

/** The push form's state. */
export interface PushDraft extends RecipientDraft {
  /** The event name, e.g. ANNOUNCEMENT. */
  event: string;
  /** Show the title and description as a notification. */
  pop: boolean;
  title: string;
  description: string;
}

export const EMPTY_POPUP_DRAFT: PopupDraft = {
  bg: '',
  link: '',
  buttonText: '',
  buttonBg: '',
  buttonTextColor: '',
  contentTextColor: '',
  contentTextSize: '',
  contentPadding: '',
  buttonMargin: '',
  enableMaskClose: true,
  interval: '0',
};

export const EMPTY_NOTICE_DRAFT: NoticeDraft = {
  audience: 'everyone',
  userId: '',
  type: 'SYSTEM',
  title: '',
  content: '',
  push: true,
  popup: EMPTY_POPUP_DRAFT,
};

export const EMPTY_PUSH_DRAFT: PushDraft = {
  audience: 'everyone',
  userId: '',
  event: 'ANNOUNCEMENT',
  pop: true,
  title: '',
  description: '',
};

/** A request the contract accepts, or the form fields it refused (`userId`, `title`, `popup.bg`, …). */
export type DraftResult<T> = { ok: true; request: T } | { ok: false; fields: string[] };

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** Typed digits as a number; anything else stays a string so the contract refuses it by name. */
const numberOrText = (value: string): number | string | undefined => {
  const trimmed = text(value);
  if (trimmed === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

const recipient = (draft: RecipientDraft) =>
  draft.audience === 'player' ? { userId: numberOrText(draft.userId) ?? '' } : {};

/** The popup look without its empty fields, as the notice's `popup` record. */
export function popupRecord(popup: PopupDraft): Record<string, unknown> {
  const entries: Record<string, unknown> = {
    bg: text(popup.bg),
    link: text(popup.link),
    buttonText: text(popup.buttonText),
    buttonBg: text(popup.buttonBg),
    buttonTextColor: text(popup.buttonTextColor),
    contentTextColor: text(popup.contentTextColor),
    contentTextSize: numberOrText(popup.contentTextSize),
    contentPadding: numberOrText(popup.contentPadding),
    buttonMargin: numberOrText(popup.buttonMargin),
    enableMaskClose: popup.enableMaskClose,
    interval: numberOrText(popup.interval) ?? 0,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** Which popup fields would make a popup the client cannot draw: sizes and the interval must be numbers. */
function invalidPopupFields(popup: Record<string, unknown>): string[] {
  const numeric = ['contentTextSize', 'contentPadding', 'buttonMargin'];
  const bad = numeric.filter(
    (name) => name in popup && !(typeof popup[name] === 'number' && popup[name] >= 0),
  );
  const interval = popup.interval;
  if (!(Number.isInteger(interval) && (interval as number) >= 0 && (interval as number) <= 86_400)) {
    bad.push('interval');
  }
  return bad.map((name) => `popup.${name}`);
}

const refusedFields = (error: z.ZodError): string[] => [
  ...new Set(error.issues.map((issue) => issue.path.join('.') || 'form')),
];

/**
 * The notice request from the form: checked by the contract's schema, plus the popup's numbers (the
 * schema keeps `popup` an open record; the player's client needs them as numbers). The popup is sent
 * only for the configured popup types.
 */
export function buildNoticeRequest(
  draft: NoticeDraft,
): DraftResult<z.infer<typeof createNoticeRequestSchema>> {
  const popup = hasPopupLook(draft.type) ? popupRecord(draft.popup) : undefined;
  const popupFields = popup ? invalidPopupFields(popup) : [];
  const parsed = createNoticeRequestSchema.safeParse({
    ...recipient(draft),
    type: draft.type,
    title: draft.title,
    content: draft.content,
    push: draft.push,
    ...(popup ? { popup } : {}),
  });
  const fields = [...(parsed.success ? [] : refusedFields(parsed.error)), ...popupFields];
  if (!parsed.success || fields.length > 0) return { ok: false, fields };
  return { ok: true, request: parsed.data };
}

/** The push request from the form, checked by the contract's schema; empty texts are left out. */
export function buildPushRequest(draft: PushDraft): DraftResult<z.infer<typeof createPushRequestSchema>> {
  const extra = { pop: draft.pop, title: text(draft.title), description: text(draft.description) };
  const parsed = createPushRequestSchema.safeParse({
    ...recipient(draft),
    event: draft.event.trim(),
    extra: Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
  });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, fields: refusedFields(parsed.error) };
}
