import { useTranslation } from 'react-i18next';

import { TextPromptDialog } from '../../lib/ui';

/** Props of SaltDialog. */
export interface SaltDialogProps {
  title: string;
  /** What the value is, under the field. */
  hint: string;
  /** The field's label. */
  label: string;
  /** Longest value the server takes. */
  maxLength: number;
  /** Shown above the field, e.g. the announcement the salt must match. */
  description?: string;
  pending: boolean;
  /** The last attempt's failure (an ApiFailure is translated). */
  error: unknown;
  /** Called with the trimmed value once it is not empty. */
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/** A modal with one labelled text field, for a crash chain's salt announcement or its salt. */
export function SaltDialog({ pending, error, ...field }: SaltDialogProps) {
  const { t } = useTranslation('games');
  return (
    <TextPromptDialog
      {...field}
      pending={pending}
      error={error}
      tooShortText={t('chains.required')}
      minLength={1}
    />
  );
}
