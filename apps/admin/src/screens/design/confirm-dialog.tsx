import type { FormEvent, ReactNode } from 'react';

import { Dialog, DialogActions } from '../../lib/dialog';
import { ErrorBanner } from '../../lib/ui';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  /** The dialog's heading, e.g. "Publish the draft?". */
  title: string;
  /** A sentence saying what will happen. */
  description: ReactNode;
  /** The confirm button's text. */
  confirmLabel: string;
  /** Whether the action is being sent (the buttons are disabled). */
  pending: boolean;
  /** The failure of the last attempt, shown in the dialog. */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra fields (an optional note). */
  children?: ReactNode;
}

/** A modal asking to confirm an action that changes the live site. Mount it to open it. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog title={title} onClose={onCancel}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="dialog-description">{description}</div>
        {children}
        <ErrorBanner error={error} />
        <DialogActions pending={pending} onCancel={onCancel} confirmLabel={confirmLabel} />
      </form>
    </Dialog>
  );
}
