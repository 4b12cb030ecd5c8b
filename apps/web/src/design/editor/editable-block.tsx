import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import type { BlockRef, PageItem } from '@casino/contracts';

import { designToken, useEditorStore } from '../../lib/site/editor-store';
import { editBlockMessage, sameBlock } from './editor-messages';
import styles from './editable-block.module.css';

/** The props of EditableBlock. */
export interface EditableBlockProps {
  blockRef: BlockRef;
  item: PageItem;
  children: ReactNode;
}

/**
 * A block of the page inside the design editor: outlined while the editor edits it, and a click on it
 * (instead of following its links) posts editBlock with the block's data and the token to the editor.
 */
export function EditableBlock({ blockRef, item, children }: EditableBlockProps) {
  const editing = useEditorStore((state) => sameBlock(state.editing, blockRef));
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The wrapper has no box (display: contents): the block's first element is what can be scrolled to.
    if (editing) element.current?.firstElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [editing]);
  const onClickCapture = (event: MouseEvent) => {
    const token = designToken();
    if (!token || window.parent === window) return;
    event.preventDefault();
    event.stopPropagation();
    const { editorOrigin } = useEditorStore.getState();
    window.parent.postMessage(
      editBlockMessage(token, blockRef, item),
      editorOrigin ?? window.location.origin,
    );
  };
  return (
    // A pointer aid for the designer only: the editor's own form is where blocks are edited by keyboard.
    <div
      ref={element}
      className={editing ? `${styles.block} ${styles.editing}` : styles.block}
      data-editor-block={`${blockRef.pageId}:${blockRef.index}`}
      data-editing={editing ? 'true' : undefined}
      onClickCapture={onClickCapture}
    >
      {children}
    </div>
  );
}
