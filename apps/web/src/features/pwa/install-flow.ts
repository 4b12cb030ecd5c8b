import { INSTALL } from '@casino/contracts';

/** The browser's deferred install prompt (the `beforeinstallprompt` event, kept for later). */
export interface DeferredInstallPrompt {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** What the install flow needs from the outside world; injected so the timing can be tested. */
export interface InstallFlowDeps {
  /** The prompt captured so far, or null while the browser has not offered one. */
  currentPrompt: () => DeferredInstallPrompt | null;
  /** Milliseconds on some monotonic clock. */
  now: () => number;
  /** Resolves after `ms`. */
  sleep: (ms: number) => Promise<void>;
  /** Progress of the wait, 0–100. */
  onProgress: (percent: number) => void;
  /** Opens the installed app (its start URL): the fallback when no prompt can be shown. */
  openInstalledApp: () => void;
  /** How long to wait for the prompt; spec §9: 5000 ms. */
  waitMs?: number;
  /** How often to look for it meanwhile; spec §9: 100 ms. */
  pollMs?: number;
}

/** How an install request ended. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'failed' | 'no-prompt';

/**
 * Spec §4 "PWA install": waits up to `waitMs` for the browser's install prompt, looking every `pollMs`.
 * With a prompt, shows it and awaits the player's choice; without one (the app is installed already, or the
 * browser offers none), opens the installed app instead. A prompt that fails or is dismissed also opens it.
 */
export async function runInstallFlow(deps: InstallFlowDeps): Promise<InstallOutcome> {
  const { currentPrompt, now, sleep, onProgress, openInstalledApp } = deps;
  const waitMs = deps.waitMs ?? INSTALL.promptWaitMs;
  const pollMs = deps.pollMs ?? INSTALL.promptPollMs;
  const start = now();
  let prompt = currentPrompt();
  while (!prompt) {
    const elapsed = now() - start;
    if (elapsed >= waitMs) break;
    onProgress(Math.min(99, Math.floor((elapsed / waitMs) * 100)));
    await sleep(pollMs);
    prompt = currentPrompt();
  }
  onProgress(100);
  if (!prompt) {
    openInstalledApp();
    return 'no-prompt';
  }
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === 'accepted') return 'accepted';
    openInstalledApp();
    return 'dismissed';
  } catch {
    openInstalledApp();
    return 'failed';
  }
}
