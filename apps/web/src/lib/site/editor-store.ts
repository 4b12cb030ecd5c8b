import { create } from 'zustand';

import type { BlockRef } from '@casino/contracts';

import { readSession } from '../storage/local-storage';

/** The design token this tab was opened with by the editor (`?DesignToken=`), or null outside the editor. */
export function designToken(): string | null {
  return readSession('DesignToken');
}

/** True while the design editor frames the page: blocks can be picked and the theme is a preview. */
export function isEditorMode(): boolean {
  return designToken() !== null;
}

interface EditorState {
  /** The block the designer is editing (outlined), from the editor's editingBlock message. */
  editing: BlockRef | null;
  /** Counts the editor's updateBlock messages: the preview theme is read again at each. */
  revision: number;
  /** The editor window's origin, learnt from its first accepted message; editBlock goes only there. */
  editorOrigin: string | null;
  setEditing: (block: BlockRef | null) => void;
  refresh: () => void;
  setEditorOrigin: (origin: string) => void;
}

export const useEditorStore = create<EditorState>()((set) => ({
  editing: null,
  revision: 0,
  editorOrigin: null,
  setEditing: (editing) => set({ editing }),
  refresh: () => set((state) => ({ revision: state.revision + 1 })),
  setEditorOrigin: (editorOrigin) => set({ editorOrigin }),
}));
