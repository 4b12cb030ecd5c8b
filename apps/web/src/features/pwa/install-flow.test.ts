import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { runInstallFlow, type DeferredInstallPrompt, type InstallFlowDeps } from './install-flow';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakePrompt(outcome: 'accepted' | 'dismissed' | 'throws'): DeferredInstallPrompt & {
  prompt: ReturnType<typeof vi.fn>;
} {
  return {
    prompt: vi.fn(async () => {
      if (outcome === 'throws') throw new Error('The prompt was already used');
    }),
    userChoice: Promise.resolve({ outcome: outcome === 'throws' ? 'dismissed' : outcome }),
  };
}

function deps(currentPrompt: () => DeferredInstallPrompt | null) {
  return {
    currentPrompt: vi.fn(currentPrompt),
    now: () => Date.now(),
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    onProgress: vi.fn<(percent: number) => void>(),
    openInstalledApp: vi.fn(),
  } satisfies InstallFlowDeps;
}

describe('install flow (spec §4 "PWA install")', () => {
  it('shows a prompt that is already there at once, and opens nothing when accepted', async () => {
    const prompt = fakePrompt('accepted');
    const flow = deps(() => prompt);
    await expect(runInstallFlow(flow)).resolves.toBe('accepted');
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(flow.openInstalledApp).not.toHaveBeenCalled();
    expect(flow.onProgress).toHaveBeenLastCalledWith(100);
  });

  it('polls every 100 ms and uses a prompt that arrives during the wait', async () => {
    const prompt = fakePrompt('accepted');
    let arrived: DeferredInstallPrompt | null = null;
    const flow = deps(() => arrived);
    const outcome = runInstallFlow(flow);
    await vi.advanceTimersByTimeAsync(1200);
    expect(flow.currentPrompt).toHaveBeenCalledTimes(13);
    expect(flow.onProgress).toHaveBeenLastCalledWith(24);
    arrived = prompt;
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe('accepted');
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(flow.openInstalledApp).not.toHaveBeenCalled();
  });

  it('falls back to opening the installed app when no prompt comes within 5000 ms', async () => {
    const flow = deps(() => null);
    let settled = false;
    const outcome = runInstallFlow(flow).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4900);
    expect(settled).toBe(false);
    expect(flow.openInstalledApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe('no-prompt');
    expect(flow.openInstalledApp).toHaveBeenCalledTimes(1);
    expect(flow.onProgress).toHaveBeenLastCalledWith(100);
    const shown = flow.onProgress.mock.calls.map(([percent]) => percent);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('opens the installed app when the prompt throws or is dismissed', async () => {
    const failing = deps(() => fakePrompt('throws'));
    await expect(runInstallFlow(failing)).resolves.toBe('failed');
    expect(failing.openInstalledApp).toHaveBeenCalledTimes(1);

    const dismissed = deps(() => fakePrompt('dismissed'));
    await expect(runInstallFlow(dismissed)).resolves.toBe('dismissed');
    expect(dismissed.openInstalledApp).toHaveBeenCalledTimes(1);
  });
});
