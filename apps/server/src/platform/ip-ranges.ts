import { BlockList, isIP } from 'node:net';

/**
 * Addresses and CIDR ranges, IPv4 or IPv6 (`203.0.113.0/24`, `198.51.100.7`, `2001:db8::/32`), as one list;
 * undefined when there are none. A malformed entry throws, naming `setting`: a list that silently skipped
 * it would admit or trust what its owner meant to keep out.
 */
export function parseIpRanges(setting: string, entries: readonly string[]): BlockList | undefined {
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)))
      throw new Error(`${setting}: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether `ip` is on the list (an IPv4-mapped IPv6 address, as a dual-stack socket shows one, counts as its IPv4 one). */
export function ipInRanges(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
