import {
  blockRefSchema,
  pageItemSchema,
  safeStringSchema,
  type BlockRef,
  type EditorInboundMessage,
} from '@casino/contracts';
import { z } from 'zod';

const editBlockMessageSchema = z.object({
  type: z.literal('editBlock'),
  designToken: safeStringSchema.min(16).max(128),
  data: blockRefSchema.extend({ comId: pageItemSchema.shape.comId, data: z.record(z.string(), z.unknown()) }),
});

/** A block the designer clicked in the framed site: where it is, its component and the data it shows. */
export type ClickedBlock = z.infer<typeof editBlockMessageSchema>['data'];

/** The parts of a MessageEvent the check reads (a plain object in tests). */
export interface FrameMessageEvent {
  data: unknown;
  origin: string;
  source: unknown;
}

/** What a message must match to be the framed site's: its window, our origin and the session's token. */
export interface FrameExpectation {
  /** The preview iframe's contentWindow; null while there is no frame. */
  frame: unknown;
  /** This page's origin: the site is framed from the same origin. */
  origin: string;
  designToken: string;
}

/**
 * The framed site's editBlock message, or null for anything else: another window's message, another origin,
 * another session's token or a malformed shape are all ignored, never answered.
 */
export function acceptEditBlock(event: FrameMessageEvent, expected: FrameExpectation): ClickedBlock | null {
  if (expected.frame === null || event.source !== expected.frame || event.origin !== expected.origin)
    return null;
  const parsed = editBlockMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.designToken !== expected.designToken) return null;
  return parsed.data.data;
}

/** Tells the framed site the draft changed: it reads the draft theme again. */
export function updateBlockMessage(designToken: string): EditorInboundMessage {
  return { type: 'updateBlock', designToken };
}

/** Tells the framed site which block is being edited (outlined), or none. */
export function editingBlockMessage(designToken: string, block: BlockRef | null): EditorInboundMessage {
  return { type: 'editingBlock', designToken, block: block && { pageId: block.pageId, index: block.index } };
}
