import { SPEC, type DesignDraft, type DesignPublished, type EditorInboundMessage } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTime, ErrorBanner, Field } from '../../lib/ui';
import { useDraftTheme, type ThemeDevice } from './api/get-draft-theme';
import { DESIGN_VERSIONS_KEY } from './api/list-design-versions';
import { publishDraft } from './api/publish-draft';
import { saveDraftBlock } from './api/save-draft-block';
import { BlockForm, BlockList, type SelectedBlock } from './block-panel';
import { ConfirmDialog } from './confirm-dialog';
import styles from './design.module.css';
import { acceptEditBlock, editingBlockMessage, updateBlockMessage } from './frame-messages';

/** The preview's width: a phone's (390 px) or all the room there is. */
type PreviewWidth = 'phone' | 'desktop';

/**
 * The theme variant the framed site shows: the site picks it by its own width (768 px or less is mobile), so
 * the block list follows the frame's measured width.
 */
function useFrameDevice(frame: RefObject<HTMLIFrameElement | null>, width: PreviewWidth): ThemeDevice {
  const [frameWidth, setFrameWidth] = useState<number>();
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFrameWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  if (width === 'phone') return 'mobile';
  return frameWidth !== undefined && frameWidth <= SPEC.mobileMaxWidthPx ? 'mobile' : 'pc';
}

/** Props of EditorWorkspace. */
export interface EditorWorkspaceProps {
  /** The open editing session. */
  session: DesignDraft;
  /** Called once the draft is live; the session has ended on the server. */
  onPublished: (published: DesignPublished) => void;
  /** Called when the designer throws the draft away (it expires unused on the server). */
  onDiscard: () => void;
}

/** The framed site beside the draft's block list and the form of the block being edited. */
export function EditorWorkspace({ session, onPublished, onDiscard }: EditorWorkspaceProps) {
  const { t } = useTranslation('design');
  const queryClient = useQueryClient();
  const { designToken } = session;
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const device = useFrameDevice(frame, width);
  const [selected, setSelected] = useState<SelectedBlock | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [note, setNote] = useState('');

  const theme = useDraftTheme(designToken, device);

  const post = useCallback((message: EditorInboundMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  const select = useCallback(
    (block: SelectedBlock | null) => {
      setSelected(block);
      setSaved(false);
      setFormKey((key) => key + 1);
      post(editingBlockMessage(designToken, block));
    },
    [designToken, post],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const expected = {
        frame: frame.current?.contentWindow ?? null,
        origin: window.location.origin,
        designToken,
      };
      const clicked = acceptEditBlock(event, expected);
      if (clicked) select(clicked);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [designToken, select]);

  const apply = useMutation({
    mutationFn: ({ block, data }: { block: SelectedBlock; data: Record<string, unknown> }) =>
      saveDraftBlock({ designToken, block, data, device }),
    onMutate: () => setSaved(false),
    onSuccess: async (_answer, { block, data }) => {
      setSelected({ ...block, data });
      setSaved(true);
      post(updateBlockMessage(designToken));
      post(editingBlockMessage(designToken, block));
      await queryClient.invalidateQueries({ queryKey: ['design', 'draft', designToken] });
    },
  });

  const publish = useMutation({
    mutationFn: () => publishDraft(designToken, note.trim()),
    onSuccess: async (published) => {
      setPublishing(false);
      onPublished(published);
      await queryClient.invalidateQueries({ queryKey: DESIGN_VERSIONS_KEY });
    },
  });

  return (
    <div className="stack">
      <div className={`toolbar ${styles.sessionBar}`}>
        <p className={styles.sessionInfo}>
          {t('session.base', { version: session.baseVersion })} · {t('session.until')}{' '}
          <DateTime ms={session.expiresAt} />
        </p>
        <div className={styles.widths} role="group" aria-label={t('preview.widthLabel')}>
          {(['phone', 'desktop'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="btn btn-small"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            >
              {t(`preview.${option}`)}
            </button>
          ))}
        </div>
        <button type="button" className="btn" onClick={() => setDiscarding(true)}>
          {t('discard.button')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            publish.reset();
            setPublishing(true);
          }}
        >
          {t('publish.button')}
        </button>
      </div>
      <div className={styles.workspace}>
        <div className={styles.stage}>
          <iframe
            ref={frame}
            className={width === 'phone' ? `${styles.frame} ${styles.phone}` : styles.frame}
            src={`/?DesignToken=${encodeURIComponent(designToken)}`}
            title={t('preview.title')}
          />
        </div>
        <aside className={`card ${styles.panel}`} aria-labelledby="design-blocks-title">
          <h2 id="design-blocks-title">{t('blocks.title')}</h2>
          <p className="field-hint">{t('blocks.hint')}</p>
          <ErrorBanner error={theme.error} onRetry={() => void theme.refetch()} />
          {selected ? (
            <BlockForm
              key={formKey}
              block={selected}
              pending={apply.isPending}
              error={apply.error}
              saved={saved}
              onApply={(data) => apply.mutate({ block: selected, data })}
              onClose={() => select(null)}
            />
          ) : null}
          <BlockList theme={theme.data} selected={selected} onSelect={select} />
        </aside>
      </div>
      {discarding ? (
        <ConfirmDialog
          title={t('discard.confirmTitle')}
          description={t('discard.confirmDescription')}
          confirmLabel={t('discard.button')}
          pending={false}
          error={undefined}
          onConfirm={onDiscard}
          onCancel={() => setDiscarding(false)}
        />
      ) : null}
      {publishing ? (
        <ConfirmDialog
          title={t('publish.confirmTitle')}
          description={t('publish.confirmDescription')}
          confirmLabel={t('publish.button')}
          pending={publish.isPending}
          error={publish.error}
          onConfirm={() => publish.mutate()}
          onCancel={() => setPublishing(false)}
        >
          <Field
            label={t('publish.note')}
            hint={t('publish.noteHint')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
