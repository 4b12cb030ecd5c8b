import { createHash } from 'node:crypto';

import type { RegulatorReport, RegulatorReportBody } from '@casino/contracts';

/**
 * A value as canonical JSON: object keys sorted by UTF-16 code units, no whitespace, arrays in their
 * order, strings escaped as JSON.stringify does. For the values a report holds (strings, booleans, null,
 * whole numbers) this is RFC 8785 (JCS), so a receiver can rebuild it in any language.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new Error(`canonical JSON holds whole numbers only, not ${value}`);
  }
  if (value === undefined || typeof value === 'bigint' || typeof value === 'function') {
    throw new Error(`canonical JSON cannot hold a ${typeof value}`);
  }
  return JSON.stringify(value);
}

/** The SHA-256 (hex) of the canonical JSON of a report without its trailer: what `trailer.sha256` holds. */
export function reportDigest(report: RegulatorReportBody | RegulatorReport): string {
  const { format, version, header, currencies, games, ledgerKinds, players } = report;
  const body: RegulatorReportBody = { format, version, header, currencies, games, ledgerKinds, players };
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
}
