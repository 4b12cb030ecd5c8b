import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { usePopupSlot } from '../../lib/popup-layer';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** How a modal is named, closed and tested. */
export interface ModalProps {
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Id of the element that describes it, for alerts. */
  describedBy?: string;
  /** dialog for forms, alertdialog for alerts and confirms. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible label of the × button; no × button when absent. */
  closeLabel?: string;
  /** Test id on the panel. */
  testId?: string;
  /** The dialog's content. */
  children: ReactNode;
}

/**
 * A modal dialog in a portal: takes focus (the first element marked data-autofocus, else the first
 * focusable one), keeps Tab inside, closes on Escape, gives focus back on close, and stacks above
 * earlier popups.
 */
export function Modal(props: ModalProps) {
  const { zIndex, visible } = usePopupSlot();
  // With the single-point setting, a later popup waits (mounted, keeping its place) until the first closes.
  return visible ? <ModalPanel {...props} zIndex={zIndex} /> : null;
}

function ModalPanel({
  zIndex,
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  closeLabel,
  testId,
  children,
}: ModalProps & { zIndex: number }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering: children's effects (which may move focus) run before this component's.
  const [previous] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const panel = panelRef.current;
    if (panel) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? focusableIn(panel)[0] ?? panel).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [previous]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={styles.backdrop}
      style={{ zIndex }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        {closeLabel ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
