import { create } from 'zustand';

import { writeLocal } from '../../../lib/storage/local-storage';
import type { DeferredInstallPrompt } from '../install-flow';

/** The installable app's state in this page (spec §4 "PWA install"). */
interface PwaState {
  /** The browser's install prompt, captured from `beforeinstallprompt` and usable once. */
  prompt: DeferredInstallPrompt | null;
  /** An install request is running (waiting for the prompt, or the prompt is open). */
  installing: boolean;
  /** How far the wait for the prompt is, 0–100. */
  progress: number;
  /** A new version of the app is installed and waiting; calling it activates it and reloads. */
  applyUpdate: (() => void) | null;
}

/** One store for the page's install prompt, install progress and waiting update. */
export const usePwaStore = create<PwaState>()(() => ({
  prompt: null,
  installing: false,
  progress: 0,
  applyUpdate: null,
}));

/**
 * Keeps the browser's install prompt for the `#download` link instead of letting the browser show its own
 * banner, and notes in `supportPwa` that this browser can install the site. Returns the cleanup.
 */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    writeLocal('supportPwa', '1');
    usePwaStore.setState({ prompt: event as Event & DeferredInstallPrompt });
  };
  const onInstalled = () => usePwaStore.setState({ prompt: null });
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}
