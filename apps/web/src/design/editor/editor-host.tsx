import { useEffect } from 'react';

import { acceptEditorMessage } from './editor-messages';
import { designToken, useEditorStore } from '../../lib/site/editor-store';

/**
 * Listens for the design editor's messages (spec §7 "Editor messages"), only from the window that frames
 * the page: updateBlock reads the preview theme again (with the server time), editingBlock outlines the
 * block being edited. Mounted only in editor mode.
 */
export function EditorHost() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || window.parent === window) return;
      const message = acceptEditorMessage(event.data, designToken());
      if (!message) return;
      const store = useEditorStore.getState();
      store.setEditorOrigin(event.origin);
      if (message.type === 'updateBlock') store.refresh();
      else store.setEditing(message.block);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return null;
}
