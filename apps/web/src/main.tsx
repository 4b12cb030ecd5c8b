import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Root } from './app/root';
import { runStartup } from './app/startup/run-startup';

async function boot(): Promise<void> {
  const outcome = await runStartup();
  const container = document.getElementById('root');
  if (!outcome || !container) return;
  createRoot(container).render(
    <StrictMode>
      <Root initialOutcome={outcome} />
    </StrictMode>,
  );
}

window.addEventListener('error', (event) => console.error('Unhandled error', event.error));
void boot();
