import { runInstallFlow } from './install-flow';
import { PWA_START_URL } from './platform';
import { usePwaStore } from './stores/pwa-store';

/**
 * Opens the installed app at its start URL in a new window (the browser hands it to the app when it is
 * installed); where a popup is refused, this tab goes there instead.
 */
export function openInstalledApp(): void {
  const opened = window.open(PWA_START_URL, '_blank');
  if (!opened) window.location.assign(PWA_START_URL);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The install request of spec §4 (idle → installing, progress shown, back to idle): one at a time; the
 * flags and the used prompt are reset however it ends.
 */
export async function installPwa(): Promise<void> {
  if (usePwaStore.getState().installing) return;
  usePwaStore.setState({ installing: true, progress: 0 });
  try {
    await runInstallFlow({
      currentPrompt: () => usePwaStore.getState().prompt,
      now: () => performance.now(),
      sleep,
      onProgress: (progress) => usePwaStore.setState({ progress }),
      openInstalledApp,
    });
  } finally {
    // A prompt can be shown once only; the browser fires a new event when it can offer another.
    usePwaStore.setState({ installing: false, progress: 0, prompt: null });
  }
}
