import type { Language } from '@casino/contracts';
import { Outlet } from 'react-router';

import styles from './app-layout.module.css';
import { useInviteLanding } from './use-invite-landing';
import { useScrollToTop } from './use-scroll-to-top';
import { SiteHeader } from './site-header';

/** What the frame needs from the startup settings. */
export interface AppLayoutProps {
  /** Languages offered by the startup settings. */
  languages: Language[];
  /** The language on screen. */
  language: string;
}

/** The page frame: header above the routed page. */
export function AppLayout({ languages, language }: AppLayoutProps) {
  useScrollToTop();
  useInviteLanding();
  return (
    <>
      <SiteHeader languages={languages} language={language} />
      <main className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
