import { describe, expect, it } from 'vitest';

import { abbreviateHash, compactJson, formatAuditTime, fullJson } from './audit-format';

describe('abbreviateHash', () => {
  it('keeps both ends of a long hash', () => {
    const hash = '3f2a9c01d4e5b6a7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b9be07a';
    expect(abbreviateHash(hash)).toBe('3f2a9c01d4…9be07a');
  });

  it('leaves a short value whole', () => {
    expect(abbreviateHash('abc123')).toBe('abc123');
  });
});

describe('compactJson', () => {
  it('writes the details on one line', () => {
    expect(compactJson({ amount: 10, reason: 'goodwill' })).toBe('{"amount":10,"reason":"goodwill"}');
  });

  it('cuts long details with an ellipsis', () => {
    const text = compactJson({ note: 'x'.repeat(500) }, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows nothing for missing details', () => {
    expect(compactJson(null)).toBe('');
    expect(compactJson(undefined)).toBe('');
  });
});

describe('fullJson', () => {
  it('indents the details for reading', () => {
    expect(fullJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('formatAuditTime', () => {
  it('shows the UTC time to the second, whatever the browser’s zone', () => {
    const at = Date.parse('2026-11-23T14:05:09.500Z');
    expect(formatAuditTime(at, 'en-GB')).toBe('23/11/2026, 14:05:09 UTC');
    expect(formatAuditTime(at, 'pt-BR')).toBe('23/11/2026, 14:05:09 UTC');
  });
});
