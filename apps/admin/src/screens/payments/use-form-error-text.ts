import { MAX_QUICK_AMOUNTS } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { FormError } from './payment-forms';

/** The text of a field's form error, or undefined when the field has none. */
export function useFormErrorText(): (error: FormError | undefined) => string | undefined {
  const { t } = useTranslation('payments');
  return useCallback(
    (error: FormError | undefined) =>
      error ? t(`formErrors.${error}`, { max: MAX_QUICK_AMOUNTS }) : undefined,
    [t],
  );
}
