/**
 * Resolves when the browser has a moment with nothing else to do, and at the latest after `timeoutMs`:
 * for work a page needs soon but not for its first screen (issue 39).
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 1_000));
  });
}
