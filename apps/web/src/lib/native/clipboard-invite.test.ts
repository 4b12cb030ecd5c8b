import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CLIPBOARD_READ_LIMIT_MS, readClipboardWta, wtaFromClipboardText } from './clipboard-invite';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('W2A clipboard invite', () => {
  it('takes the text after W2A- and nothing else', () => {
    expect(wtaFromClipboardText('W2A-abc123')).toBe('abc123');
    expect(wtaFromClipboardText('W2A- abc123 ')).toBe('abc123');
    expect(wtaFromClipboardText('abc123')).toBeUndefined();
    expect(wtaFromClipboardText('w2a-abc123')).toBeUndefined();
    expect(wtaFromClipboardText('W2A-')).toBeUndefined();
    expect(wtaFromClipboardText('W2A-two words')).toBeUndefined();
    expect(wtaFromClipboardText(`W2A-${'x'.repeat(257)}`)).toBeUndefined();
    expect(wtaFromClipboardText(undefined)).toBeUndefined();
  });

  it('reads nothing and looks for nothing outside the shell', async () => {
    const lookup = vi.fn();
    expect(await readClipboardWta({ inShell: false, lookup })).toBeUndefined();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('reads the clipboard plugin in the shell', async () => {
    const read = vi.fn(async () => ({ value: 'W2A-inv42' }));
    const lookup = (name: string) => (name === 'Clipboard' ? { read } : undefined);
    const wta = readClipboardWta({ inShell: true, lookup });
    await vi.advanceTimersByTimeAsync(0);
    expect(await wta).toBe('inv42');
  });

  it('gives up within the bound when the plugin never appears or never answers', async () => {
    const missing = readClipboardWta({ inShell: true, lookup: () => undefined });
    const stuck = readClipboardWta({
      inShell: true,
      lookup: () => ({ read: () => new Promise(() => undefined) }),
    });
    await vi.advanceTimersByTimeAsync(CLIPBOARD_READ_LIMIT_MS);
    expect(await missing).toBeUndefined();
    expect(await stuck).toBeUndefined();
  });

  it('answers nothing when the read fails', async () => {
    const lookup = () => ({ read: async () => Promise.reject(new Error('denied')) });
    const wta = readClipboardWta({ inShell: true, lookup });
    await vi.advanceTimersByTimeAsync(0);
    expect(await wta).toBeUndefined();
  });
});
