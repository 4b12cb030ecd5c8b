import {
  editorInboundMessageSchema,
  type BlockRef,
  type EditBlockMessage,
  type EditorInboundMessage,
  type PageItem,
} from '@casino/contracts';

/**
 * Spec §4/§5 "Design-editor mode": a message is taken only when it is one of the editor's, well formed,
 * and carries the token this page was opened with. Everything else (other windows' messages, a wrong or
 * missing token, malformed data) is ignored silently: answers would tell a prober what the page expects.
 */
export function acceptEditorMessage(data: unknown, designToken: string | null): EditorInboundMessage | null {
  if (!designToken) return null;
  const parsed = editorInboundMessageSchema.safeParse(data);
  if (!parsed.success || parsed.data.designToken !== designToken) return null;
  return parsed.data;
}

/**
 * Whether a message event comes from the back office's editor: the window that frames this page, on this
 * page's own origin (the back office is served by the same server, under /admin, and posts to this origin
 * only). A frame inside the page, an opener, or a parent on another origin is not the editor.
 */
export function fromEditor(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  here: { self: Window; parent: Window; origin: string },
): boolean {
  return here.parent !== here.self && event.source === here.parent && event.origin === here.origin;
}

/** The editBlock message the page posts to its editor when a block is clicked. */
export function editBlockMessage(designToken: string, ref: BlockRef, item: PageItem): EditBlockMessage {
  return { type: 'editBlock', designToken, data: { ...ref, comId: item.comId, data: item.data } };
}

/** Whether two block references name the same block. */
export function sameBlock(left: BlockRef | null, right: BlockRef | null): boolean {
  return left !== null && right !== null && left.pageId === right.pageId && left.index === right.index;
}
