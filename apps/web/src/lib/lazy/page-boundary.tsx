import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { pageNavigator } from '../navigation';
import { ChunkLoadError } from './chunk-load';
import styles from './page-boundary.module.css';

/** What the player sees instead of a page that could not be loaded or shown. */
function PageFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className={styles.failed} role="alert" data-testid="page-failed">
      <h1 className={styles.title}>{t(chunk ? 'PAGE_LOAD_FAILED' : 'PAGE_SHOW_FAILED')}</h1>
      <p>{t('PAGE_FAILED_HINT')}</p>
      <Button onClick={() => pageNavigator.reload()}>{t('PAGE_RELOAD')}</Button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

/**
 * One page's error boundary: a failed lazy chunk (or a page that throws) replaces that page with a
 * reload offer; the shell (header, menus, wallet) stays, instead of the whole app unmounting.
 */
class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Spec §8: errors are logged; the page says what happened.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageFailed error={this.state.error} /> : this.props.children;
  }
}

/**
 * A lazily loaded page: its Suspense and its own error boundary. While its code loads, the page's place is held
 * a screen tall, so the footer does not show under the header and then jump down when the page comes (layout
 * shift).
 */
export function PageBoundary({ children }: BoundaryProps) {
  return (
    <Boundary>
      <Suspense fallback={<div className={styles.pending} aria-busy="true" data-testid="page-pending" />}>
        {children}
      </Suspense>
    </Boundary>
  );
}
