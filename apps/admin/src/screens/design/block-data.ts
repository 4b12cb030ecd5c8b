/** The outcome of reading the block-data textarea. */
export type BlockDataResult =
  | { ok: true; data: Record<string, unknown> }
  /** Not JSON at all; `detail` is the parser's own message (line and position). */
  | { ok: false; reason: 'syntax'; detail: string }
  /** JSON, but not an object (a block's data is always `{ … }`). */
  | { ok: false; reason: 'notObject' };

/** A block's data as the textarea shows it: indented JSON. */
export function formatBlockData(data: Record<string, unknown>): string {
  return JSON.stringify(data, null, 2);
}

/** Reads the textarea: an object of JSON, or why not. */
export function parseBlockData(text: string): BlockDataResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, reason: 'notObject' };
  return { ok: true, data: value as Record<string, unknown> };
}

/** A short label for a block in the list: its `title` or `name` text when it has one. */
export function blockCaption(data: Record<string, unknown>, maxLength = 40): string {
  const text = [data.title, data.name, data.text].find((value): value is string => typeof value === 'string');
  if (!text) return '';
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1)}…` : plain;
}
