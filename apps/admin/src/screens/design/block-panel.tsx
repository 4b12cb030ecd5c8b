import type { Theme } from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import type { BlockAddress } from './api/save-draft-block';
import { blockCaption, formatBlockData, parseBlockData } from './block-data';
import styles from './design.module.css';

/** The block being edited: where it is, its component and its data as last saved or shown. */
export interface SelectedBlock extends BlockAddress {
  comId: string;
  data: Record<string, unknown>;
}

/** Props of BlockList. */
export interface BlockListProps {
  /** The draft theme as the frame reads it; undefined while loading. */
  theme: Theme | undefined;
  selected: BlockAddress | null;
  onSelect: (block: SelectedBlock) => void;
}

/** The draft's pages and their blocks, each block a button that opens it in the form. */
export function BlockList({ theme, selected, onSelect }: BlockListProps) {
  const { t } = useTranslation('design');
  if (!theme) return <p className="muted">{t('common:table.loading')}</p>;
  return (
    <nav className={styles.blockList} aria-label={t('blocks.label')}>
      {theme.pages.map((page) => (
        <section key={page.id} aria-labelledby={`design-page-${page.id}`}>
          <h3 id={`design-page-${page.id}`} className={styles.pageName}>
            {t('blocks.page', { id: page.id, type: page.type })}
          </h3>
          {page.items.length === 0 ? <p className="muted">{t('blocks.none')}</p> : null}
          <ul className={styles.blocks}>
            {page.items.map((item, index) => {
              const current = selected?.pageId === page.id && selected.index === index;
              const caption = blockCaption(item.data);
              return (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.blockButton}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelect({ pageId: page.id, index, comId: item.comId, data: item.data })}
                  >
                    <span className={styles.blockIndex}>{index + 1}</span>
                    <span className={styles.blockCom}>{item.comId}</span>
                    {caption ? <span className={styles.blockCaption}>{caption}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** Props of BlockForm; mount it again (a new key) to show another block. */
export interface BlockFormProps {
  block: SelectedBlock;
  /** Whether the block is being saved. */
  pending: boolean;
  /** The server's refusal of the last Apply. */
  error: unknown;
  /** Whether the last Apply was saved to the draft. */
  saved: boolean;
  onApply: (data: Record<string, unknown>) => void;
  onClose: () => void;
}

/** One block's data as formatted JSON, checked before it is sent. */
export function BlockForm({ block, pending, error, saved, onApply, onClose }: BlockFormProps) {
  const { t } = useTranslation('design');
  const [text, setText] = useState(() => formatBlockData(block.data));
  const [invalid, setInvalid] = useState<string>();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBlockData(text);
    if (!parsed.ok) {
      setInvalid(
        parsed.reason === 'syntax' ? t('form.invalidJson', { detail: parsed.detail }) : t('form.notObject'),
      );
      return;
    }
    setInvalid(undefined);
    onApply(parsed.data);
  };

  return (
    <form className={`stack ${styles.form}`} onSubmit={submit} noValidate>
      <h3 className={styles.formTitle}>
        {t('form.title', { page: block.pageId, number: block.index + 1, comId: block.comId })}
      </h3>
      <div className="field">
        <label htmlFor={fieldId}>{t('form.label')}</label>
        <textarea
          id={fieldId}
          className={styles.json}
          value={text}
          rows={14}
          spellCheck={false}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${fieldId}-hint${invalid ? ` ${fieldId}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className="field-hint">
          {t('form.hint')}
        </p>
        {invalid ? (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {invalid}
          </p>
        ) : null}
      </div>
      <ErrorBanner error={error} />
      <p className="action-done" role="status">
        {saved ? t('form.saved') : null}
      </p>
      <div className="toolbar">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t('form.apply')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('form.close')}
        </button>
      </div>
    </form>
  );
}
