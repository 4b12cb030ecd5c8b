import { describe, expect, it } from 'vitest';

import { acceptEditBlock, editingBlockMessage, updateBlockMessage } from './frame-messages';

const TOKEN = 'a'.repeat(43);
const frame = { name: 'the preview frame' };
const expected = { frame, origin: 'https://casino.test', designToken: TOKEN };
const clicked = { pageId: 'home', index: 3, comId: 'C000205', data: { title: 'Hot games' } };
const message = { type: 'editBlock', designToken: TOKEN, data: clicked };

describe('acceptEditBlock', () => {
  it('takes the framed site’s editBlock with the session’s token', () => {
    expect(acceptEditBlock({ data: message, origin: expected.origin, source: frame }, expected)).toEqual(
      clicked,
    );
  });

  it('ignores other windows, other origins and other tokens', () => {
    expect(acceptEditBlock({ data: message, origin: expected.origin, source: {} }, expected)).toBeNull();
    expect(
      acceptEditBlock({ data: message, origin: 'https://evil.test', source: frame }, expected),
    ).toBeNull();
    const otherToken = { ...message, designToken: 'b'.repeat(43) };
    expect(
      acceptEditBlock({ data: otherToken, origin: expected.origin, source: frame }, expected),
    ).toBeNull();
    expect(
      acceptEditBlock({ data: message, origin: expected.origin, source: null }, { ...expected, frame: null }),
    ).toBeNull();
  });

  it('ignores malformed messages', () => {
    const event = (data: unknown) => ({ data, origin: expected.origin, source: frame });
    expect(acceptEditBlock(event('editBlock'), expected)).toBeNull();
    expect(acceptEditBlock(event({ ...message, type: 'updateBlock' }), expected)).toBeNull();
    expect(acceptEditBlock(event({ ...message, data: { ...clicked, index: -1 } }), expected)).toBeNull();
    expect(acceptEditBlock(event({ ...message, data: { ...clicked, comId: 'X1' } }), expected)).toBeNull();
    expect(acceptEditBlock(event({ ...message, data: { ...clicked, data: [] } }), expected)).toBeNull();
  });
});

describe('messages to the frame', () => {
  it('has the shapes the site accepts', () => {
    expect(updateBlockMessage(TOKEN)).toEqual({ type: 'updateBlock', designToken: TOKEN });
    expect(editingBlockMessage(TOKEN, clicked)).toEqual({
      type: 'editingBlock',
      designToken: TOKEN,
      block: { pageId: 'home', index: 3 },
    });
    expect(editingBlockMessage(TOKEN, null)).toEqual({
      type: 'editingBlock',
      designToken: TOKEN,
      block: null,
    });
  });
});
