import { describe, expect, it } from 'vitest';

import { ipAllowed, parseIpAllowlist } from './ip-allowlist.ts';

describe('staff IP allowlist', () => {
  it('admits listed addresses and ranges, v4 and v6, and IPv4-mapped v6', () => {
    const list = parseIpAllowlist(' 203.0.113.0/24, 198.51.100.7 ,2001:db8::/32');
    if (!list) throw new Error('expected a list');
    expect(ipAllowed(list, '203.0.113.99')).toBe(true);
    expect(ipAllowed(list, '198.51.100.7')).toBe(true);
    expect(ipAllowed(list, '::ffff:203.0.113.5')).toBe(true);
    expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list, '198.51.100.8')).toBe(false);
    expect(ipAllowed(list, '2001:db9::1')).toBe(false);
    expect(ipAllowed(list, 'not-an-ip')).toBe(false);
  });

  it('is off when empty and refuses malformed entries at start', () => {
    expect(parseIpAllowlist('')).toBeUndefined();
    expect(parseIpAllowlist(' , ')).toBeUndefined();
    expect(() => parseIpAllowlist('10.0.0.0/33')).toThrow(/OPERATOR_IP_ALLOWLIST/);
    expect(() => parseIpAllowlist('example.com')).toThrow(/OPERATOR_IP_ALLOWLIST/);
  });
});
