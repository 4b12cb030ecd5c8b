import { z } from 'zod';

import { safeRecordSchema, safeStringSchema } from './fields.ts';

/**
 * The installable app, the mobile wrapper and the design-editor frame (spec §3 "Install configuration",
 * "Native device info"; §4 "PWA install", "Horizontal layout", "Design-editor mode"; §7; §9).
 */

/** GET /api/ads/web2pwa: the operator's install settings. */
export const web2pwaSchema = z.object({
  /** The site offers to install itself as a PWA. */
  enablePwa: z.boolean(),
  /** The Android app (APK or store page); empty when none. */
  downloadLink: safeStringSchema,
  /** The iOS app (App Store or a profile); empty when none, then iOS Safari shows the add-to-home guide. */
  iosLink: safeStringSchema,
});
export type Web2Pwa = z.infer<typeof web2pwaSchema>;

/** GET /api/home/getH5RefAppUrl: `extra[0]` is the host that links shared from the app point at. */
export const h5RefAppUrlExtraSchema = z.array(safeStringSchema).min(1);

/** The native bridge's `deviceInfo` answer (spec §3 "Native device info"). */
export const nativeDeviceInfoSchema = z.object({
  os: z.enum(['android', 'ios']),
  /** Where the shell runs the page (the wrapper's name and build, free text). */
  context: safeStringSchema,
  /** The shell's version code; full screen and orientation need 113 or higher. */
  realVersionCode: z.number().int().min(0),
});
export type NativeDeviceInfo = z.infer<typeof nativeDeviceInfoSchema>;

/** The native bridge's `onPopup` argument: a native web view over the app. */
export const nativePopupSchema = z.object({
  /** Distance from the top of the screen, px (under a site header). */
  top: z.number().int().min(0).default(0),
  title: safeStringSchema.default(''),
  url: safeStringSchema.url(),
  fullScreen: z.boolean().default(false),
  /** Script the native view runs in the popup's page once loaded; empty for none. */
  script: safeStringSchema.default(''),
});
export type NativePopup = z.infer<typeof nativePopupSchema>;

/** Names of the seven bridge methods (spec §7). */
export const NATIVE_BRIDGE_METHODS = [
  'launchUrl',
  'deviceInfo',
  'onPopup',
  'enterFullScreen',
  'exitFullScreen',
  'landScreen',
  'portScreen',
] as const;
export type NativeBridgeMethod = (typeof NATIVE_BRIDGE_METHODS)[number];

// ─── Design-editor frame ─────────────────────────────────────────────────────

/** Where a block sits in the theme: the page and the item's index in it. */
export const blockRefSchema = z.object({
  pageId: safeStringSchema.min(1).max(64),
  index: z.number().int().min(0).max(999),
});
export type BlockRef = z.infer<typeof blockRefSchema>;

/** Editor → page: the draft changed; refresh the server time and reload the theme in preview. */
export const updateBlockMessageSchema = z.object({
  type: z.literal('updateBlock'),
  designToken: safeStringSchema.min(16).max(128),
});

/** Editor → page: the block the designer is editing now (outlined), or null for none. */
export const editingBlockMessageSchema = z.object({
  type: z.literal('editingBlock'),
  designToken: safeStringSchema.min(16).max(128),
  block: blockRefSchema.nullable(),
});

/** Messages the page accepts from its editor; anything else (or a wrong token) is ignored silently. */
export const editorInboundMessageSchema = z.discriminatedUnion('type', [
  updateBlockMessageSchema,
  editingBlockMessageSchema,
]);
export type EditorInboundMessage = z.infer<typeof editorInboundMessageSchema>;

/** Page → editor, on a click of a block: which block, with its data, and the token. */
export interface EditBlockMessage {
  type: 'editBlock';
  designToken: string;
  data: BlockRef & { comId: string; data: Record<string, unknown> };
}

/** POST /api/operator/design/drafts: opens an editing session on a copy of the live theme. */
export const designDraftSchema = z.object({
  /** The DesignToken the framed site is opened with (`?DesignToken=`); it names this draft. */
  designToken: safeStringSchema,
  /** The published version the draft started from. */
  baseVersion: z.number().int().min(0),
  expiresAt: z.number().int(),
});
export type DesignDraft = z.infer<typeof designDraftSchema>;

/** PUT /api/operator/design/drafts/block: one block's new data in the draft the token names. */
export const draftBlockInputSchema = blockRefSchema.extend({
  designToken: safeStringSchema.min(16).max(128),
  data: safeRecordSchema,
});
export type DraftBlockInput = z.infer<typeof draftBlockInputSchema>;
