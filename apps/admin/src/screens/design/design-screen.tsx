import type { DesignDraft } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import { openDraft } from './api/open-draft';
import styles from './design.module.css';
import { EditorWorkspace } from './editor-workspace';
import { readStoredDraft, storeDraft } from './stored-draft';
import { VersionsSection } from './versions-section';

/** What the last finished action did, announced at the top of the screen. */
type Outcome =
  | { kind: 'published'; version: number }
  | { kind: 'restored'; from: number; version: number }
  | { kind: 'discarded' };

/**
 * The design editor (designers): a draft of the live theme edited block by block in the framed site, then
 * published; and the published versions, any of which can be made live again.
 */
export function DesignScreen() {
  const { t } = useTranslation('design');
  // A reload resumes the draft this tab had open (its token is the only key to it).
  const [session, setSessionState] = useState<DesignDraft | undefined>(() => readStoredDraft());
  const setSession = (next: DesignDraft | undefined) => {
    storeDraft(next);
    setSessionState(next);
  };
  const [outcome, setOutcome] = useState<Outcome>();

  const start = useMutation({
    mutationFn: openDraft,
    onMutate: () => setOutcome(undefined),
    onSuccess: (draft) => setSession(draft),
  });

  return (
    <section className="page" aria-labelledby="design-title">
      <h1 id="design-title">{t('title')}</h1>
      <p className="action-done" role="status">
        {outcome?.kind === 'published' ? t('outcome.published', { version: outcome.version }) : null}
        {outcome?.kind === 'discarded' ? t('outcome.discarded') : null}
        {outcome?.kind === 'restored'
          ? t('outcome.restored', { from: outcome.from, version: outcome.version })
          : null}
      </p>
      {session ? (
        <EditorWorkspace
          key={session.designToken}
          session={session}
          onPublished={(published) => {
            setSession(undefined);
            setOutcome({ kind: 'published', version: published.version });
          }}
          onDiscard={() => {
            setSession(undefined);
            setOutcome({ kind: 'discarded' });
          }}
        />
      ) : (
        <div className="card stack">
          <p className={styles.intro}>{t('intro')}</p>
          <ErrorBanner error={start.error} />
          <div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={start.isPending}
              onClick={() => start.mutate()}
            >
              {t('start')}
            </button>
          </div>
        </div>
      )}
      <VersionsSection
        onRestored={(from, published) => setOutcome({ kind: 'restored', from, version: published.version })}
      />
    </section>
  );
}
