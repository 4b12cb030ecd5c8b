import { describe, expect, it } from 'vitest';

import { csvField, toCsv } from './reports.csv.ts';

describe('CSV rendering', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses a text cell a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
  });

  it('writes null as an empty field and booleans as words', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
  });

  it('writes a header row, then each row in the columns order, CRLF after every record', () => {
    const rows = [
      { b: 'x,y', a: 1, c: null },
      { b: '=1', a: -2, c: true },
    ];
    expect(toCsv(['a', 'b', 'c'], rows)).toBe('a,b,c\r\n1,"x,y",\r\n-2,\'=1,true\r\n');
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });
});
