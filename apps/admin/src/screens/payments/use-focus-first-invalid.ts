import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the form's first invalid field whenever `trigger` changes (new form errors, a server
 * refusal): a keyboard or screen reader user lands on what to fix instead of staying on Save.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, trigger: unknown): void {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, trigger]);
}
