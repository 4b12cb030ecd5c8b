/** Characters kept from each end of an abbreviated hash: enough to tell entries apart at a glance. */
const HASH_HEAD = 10;
const HASH_TAIL = 6;

/** A 64-hex hash as `3f2a9c01d4…9be07a`; the full value goes in the cell's title. */
export function abbreviateHash(hash: string): string {
  if (hash.length <= HASH_HEAD + HASH_TAIL + 1) return hash;
  return `${hash.slice(0, HASH_HEAD)}…${hash.slice(-HASH_TAIL)}`;
}

/**
 * An entry's details as one line of JSON for the table, cut at `maxLength` with an ellipsis (the whole
 * text stays available in the cell's title). Nothing to show is an empty string.
 */
export function compactJson(details: unknown, maxLength = 160): string {
  if (details === undefined || details === null) return '';
  const text = typeof details === 'string' ? details : JSON.stringify(details);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** The whole details, indented, for the title that shows what the cell cut. */
export function fullJson(details: unknown): string {
  if (details === undefined || details === null) return '';
  return typeof details === 'string' ? details : JSON.stringify(details, null, 2);
}

/**
 * When an entry was written, in UTC to the second: an audit trail is read next to server logs and reports
 * (both UTC), and staff in several time zones must quote the same time.
 */
export function formatAuditTime(epochMs: number, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(epochMs);
  return `${text} UTC`;
}
