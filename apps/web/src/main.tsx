import './app/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { takeFirstPaint } from './app/first-paint/take-first-paint';
import { Root } from './app/root';
import { runStartup } from './app/startup/run-startup';
import { whenFullPack } from './lib/i18n/full-pack';

async function boot(): Promise<void> {
  const outcome = await runStartup();
  const container = document.getElementById('root');
  if (!outcome || !container) return;
  const app = (
    <StrictMode>
      <Root initialOutcome={outcome} />
    </StrictMode>
  );
  // The server painted this page for a visitor: the same tree takes it over where this browser sees it the
  // same way, else it is rendered afresh over it (the painted page stays on screen until then).
  if (takeFirstPaint(outcome) === 'hydrate') {
    // In a transition, hydration yields to the browser every few milliseconds (and to the visitor's input)
    // instead of holding the main thread for the whole page: the painted page is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, {
        // React mends a mismatch by rendering that part afresh: the page still works, but the painted
        // HTML was wrong somewhere. Said plainly in the console (e2e fails any test that meets it).
        onRecoverableError: (error, info) =>
          console.error('hydration: the painted page did not match', error, info.componentStack ?? ''),
      });
    });
    return;
  }
  await whenFullPack();
  createRoot(container).render(app);
}

window.addEventListener('error', (event) => console.error('Unhandled error', event.error));
void boot();
