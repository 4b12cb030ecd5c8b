import { useEffect, useState } from 'react';

import { GateScreen } from '../features/gate/components/gate-screen';
import { RepairPage } from '../features/maintenance/components/repair-page';
import { getSiteConfig } from '../lib/site/site-config';
import { writeLocal } from '../lib/storage/local-storage';
import { releaseHeldClicks } from './first-paint/held-clicks';
import { LanguageReady } from './language-ready';
import { Providers } from './providers';
import { AppRouter } from './router';
import { followOutcome, readStartupFacts } from './startup/run-startup';
import { decideStartupOutcome } from './startup/startup-outcome';
import type { StartupOutcome } from './startup/startup-outcome';

/** Start-up's decision. */
export interface RootProps {
  /** What start-up decided to show first. */
  initialOutcome: StartupOutcome;
}

/** Chooses between the gate screen, the maintenance page and the app, as start-up decided. */
export function Root({ initialOutcome }: RootProps) {
  const [outcome, setOutcome] = useState(initialOutcome);
  // The app has the page: clicks made on the painted page meanwhile are its now.
  useEffect(releaseHeldClicks, []);

  function passGate() {
    writeLocal('waf-pass', '1');
    const next = decideStartupOutcome(readStartupFacts());
    if (followOutcome(next)) setOutcome(next);
  }

  return (
    <Providers>
      {outcome.kind === 'gate' ? (
        <LanguageReady>
          <GateScreen siteName={getSiteConfig().siteName} onContinue={passGate} />
        </LanguageReady>
      ) : null}
      {outcome.kind === 'repair' ? (
        <LanguageReady>
          <RepairPage />
        </LanguageReady>
      ) : null}
      {outcome.kind === 'app' ? <AppRouter /> : null}
    </Providers>
  );
}
