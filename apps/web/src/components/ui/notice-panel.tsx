import type { ReactNode } from 'react';

import styles from './notice-panel.module.css';

/** The contents of a notice panel. */
export interface NoticePanelProps {
  /** A decorative icon above the title. */
  icon: ReactNode;
  /** The heading (the page's h1). */
  title: string;
  /** One or two sentences under the heading. */
  text: string;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Fill the whole window (pages shown instead of the app). */
  fullscreen?: boolean;
  /** Test id on the outer element. */
  testId?: string;
}

/** A centred card with a title, a line of text and actions: coming-soon, maintenance and gate pages. */
export function NoticePanel({ icon, title, text, children, fullscreen = false, testId }: NoticePanelProps) {
  // Full-window pages are the document's main content; inside the shell, the layout owns <main>.
  const Wrapper = fullscreen ? 'main' : 'div';
  return (
    <Wrapper className={`${styles.wrap} ${fullscreen ? styles.fullscreen : ''}`} data-testid={testId}>
      <section className={styles.panel} aria-labelledby={`${testId ?? 'notice'}-title`}>
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 id={`${testId ?? 'notice'}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </section>
    </Wrapper>
  );
}
