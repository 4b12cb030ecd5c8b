import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { computeVisitorHash, hashComponents, visitorComponents } from './visitor-hash';

describe('the visitor hash', () => {
  it('reads the same components twice in the same browser and hashes them to the same 32 hex digits', async () => {
    const names = visitorComponents().map((component) => component.name);
    expect(names).toEqual(expect.arrayContaining(['userAgent', 'languages', 'screen', 'timeZone', 'canvas']));
    // Winter and summer offsets in minutes, read without Intl's zone data.
    const zone = visitorComponents().find((component) => component.name === 'timeZone');
    expect(zone?.value).toMatch(/^-?\d+\/-?\d+$/);
    const first = await computeVisitorHash();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await computeVisitorHash()).toBe(first);
  });

  it('tells browsers apart by any one component', async () => {
    const base = [
      { name: 'userAgent', value: 'Mozilla/5.0 (Linux; Android 10)' },
      { name: 'screen', value: '390x844x24' },
    ];
    const other = [base[0]!, { name: 'screen', value: '412x915x24' }];
    expect(await hashComponents(base)).not.toBe(await hashComponents(other));
    const sha = createHash('sha256').update('userAgent=Mozilla/5.0 (Linux; Android 10)\nscreen=390x844x24');
    expect(await hashComponents(base)).toBe(sha.digest('hex').slice(0, 32));
  });
});
