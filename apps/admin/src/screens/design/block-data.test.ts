import { describe, expect, it } from 'vitest';

import { blockCaption, formatBlockData, parseBlockData } from './block-data';

describe('block data form', () => {
  it('round-trips a block’s data through the textarea', () => {
    const data = { title: 'Hot games', rows: 2, links: [{ id: 'a' }] };
    const text = formatBlockData(data);
    expect(text).toContain('\n  "title": "Hot games"');
    expect(parseBlockData(text)).toEqual({ ok: true, data });
  });

  it('says why a text is not block data', () => {
    const broken = parseBlockData('{ "title": }');
    expect(broken.ok).toBe(false);
    expect(broken).toMatchObject({ reason: 'syntax', detail: expect.any(String) });
    expect(parseBlockData('')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseBlockData('[1, 2]')).toEqual({ ok: false, reason: 'notObject' });
    expect(parseBlockData('null')).toEqual({ ok: false, reason: 'notObject' });
    expect(parseBlockData('"text"')).toEqual({ ok: false, reason: 'notObject' });
  });

  it('captions a block by its title, shortened', () => {
    expect(blockCaption({ title: '  Hot\n games ' })).toBe('Hot games');
    expect(blockCaption({ name: 'x'.repeat(50) }, 10)).toBe(`${'x'.repeat(9)}…`);
    expect(blockCaption({ rows: 2 })).toBe('');
  });
});
