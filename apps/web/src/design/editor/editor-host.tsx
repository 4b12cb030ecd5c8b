import { useEffect } from 'react';

import { fromEditor } from './editor-messages';
import { designToken, useEditorStore } from '../../lib/site/editor-store';

/**
 * Listens for the design editor's messages (spec §7 "Editor messages"), only from the window that frames
 * the page and only on the page's own origin (fromEditor): updateBlock reads the preview theme again (with the server time), editingBlock outlines the
 * block being edited. Mounted only in editor mode.
 */
export function EditorHost() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const here = { self: window, parent: window.parent, origin: window.location.origin };
      if (!fromEditor(event, here)) return;
      // The message's reader (its schema) loads on the first message; messages keep their order.
      const { data, origin } = event;
      void import('./editor-inbound').then(({ acceptEditorMessage }) => {
        const message = acceptEditorMessage(data, designToken());
        if (!message) return;
        const store = useEditorStore.getState();
        store.setEditorOrigin(origin);
        if (message.type === 'updateBlock') store.refresh();
        else store.setEditing(message.block);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return null;
}
