import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of the modal dialog frame. */
export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Called on Escape and by the caller's own Cancel button. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: labelled by its title, focus moves in on open, Tab cycles inside, Escape closes, and focus
 * returns to the control that opened it. Mount it to open it.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const frame = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = frame.current?.querySelector<HTMLElement>('input, textarea, select') ?? frame.current;
    first?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !frame.current) return;
    const focusable = [...frame.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={frame}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Props of DialogActions. */
export interface DialogActionsProps {
  /** Whether the form is being sent: Save does nothing and Cancel is disabled meanwhile. */
  pending: boolean;
  onCancel: () => void;
  /** The submit button's text; "Save" if not given. */
  confirmLabel?: string;
}

/**
 * A dialog form's Cancel and submit buttons. While sending, the submit button is only aria-disabled and
 * swallows its click (and the Enter of a field, which clicks it): a disabled button would drop the focus
 * to the page behind the dialog, where Escape and Tab no longer reach it after a refusal.
 */
export function DialogActions({ pending, onCancel, confirmLabel }: DialogActionsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="dialog-actions">
      <button type="button" className="btn" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </button>
      <button
        type="submit"
        className="btn btn-primary"
        aria-disabled={pending}
        onClick={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        {confirmLabel ?? t('actions.save')}
      </button>
    </div>
  );
}
