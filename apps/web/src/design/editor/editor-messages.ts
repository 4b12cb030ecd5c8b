import type { BlockRef, EditBlockMessage, PageItem } from '@casino/contracts';

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
