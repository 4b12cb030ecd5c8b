import { describe, expect, it } from 'vitest';

import { acceptEditorMessage } from './editor-inbound';
import { editBlockMessage, fromEditor, sameBlock } from './editor-messages';

const TOKEN = 'design-token-0123456789abcdef';

describe('design-editor messages', () => {
  it('takes updateBlock and editingBlock with the matching token', () => {
    expect(acceptEditorMessage({ type: 'updateBlock', designToken: TOKEN }, TOKEN)).toEqual({
      type: 'updateBlock',
      designToken: TOKEN,
    });
    const editing = { type: 'editingBlock', designToken: TOKEN, block: { pageId: 'home', index: 2 } };
    expect(acceptEditorMessage(editing, TOKEN)).toEqual(editing);
    expect(acceptEditorMessage({ ...editing, block: null }, TOKEN)?.type).toBe('editingBlock');
  });

  it('ignores a wrong or missing token, malformed messages, and everything outside editor mode', () => {
    expect(acceptEditorMessage({ type: 'updateBlock', designToken: `${TOKEN}x` }, TOKEN)).toBeNull();
    expect(acceptEditorMessage({ type: 'updateBlock' }, TOKEN)).toBeNull();
    expect(acceptEditorMessage({ type: 'updateBlock', designToken: TOKEN }, null)).toBeNull();
    expect(
      acceptEditorMessage({ type: 'editingBlock', designToken: TOKEN, block: { index: -1 } }, TOKEN),
    ).toBeNull();
    expect(acceptEditorMessage({ type: 'deleteEverything', designToken: TOKEN }, TOKEN)).toBeNull();
    for (const junk of [null, undefined, 'updateBlock', 42, [], { designToken: TOKEN }])
      expect(acceptEditorMessage(junk, TOKEN)).toBeNull();
  });

  it('posts a clicked block with its data and the token', () => {
    const item = { comId: 'C000201', data: { slides: [] }, limitPathList: [] };
    expect(editBlockMessage(TOKEN, { pageId: 'home', index: 0 }, item)).toEqual({
      type: 'editBlock',
      designToken: TOKEN,
      data: { pageId: 'home', index: 0, comId: 'C000201', data: { slides: [] } },
    });
    expect(sameBlock({ pageId: 'a', index: 1 }, { pageId: 'a', index: 1 })).toBe(true);
    expect(sameBlock({ pageId: 'a', index: 1 }, { pageId: 'b', index: 1 })).toBe(false);
    expect(sameBlock(null, { pageId: 'a', index: 1 })).toBe(false);
  });

  it('takes messages only from the framing window on the page’s own origin', () => {
    const self = {} as Window;
    const parent = {} as Window;
    const other = {} as Window;
    const here = { self, parent, origin: 'https://casino.example' };
    expect(fromEditor({ source: parent, origin: 'https://casino.example' }, here)).toBe(true);
    // Another site framing the page, with the right window but its own origin.
    expect(fromEditor({ source: parent, origin: 'https://evil.example' }, here)).toBe(false);
    expect(fromEditor({ source: parent, origin: 'null' }, here)).toBe(false);
    // A frame inside the page, or an opener, on the same origin.
    expect(fromEditor({ source: other, origin: 'https://casino.example' }, here)).toBe(false);
    // Not framed at all.
    expect(fromEditor({ source: self, origin: 'https://casino.example' }, { ...here, parent: self })).toBe(
      false,
    );
  });
});
