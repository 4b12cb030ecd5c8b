import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import type { Checked, FieldErrors } from './form-check';
import { useSavedDraft, type SavedDraft } from './use-saved-draft';

/** What an editor of saved settings is built from. */
export interface SavedEditorOptions<Saved, Draft, Body> {
  /** The saved data (a query's `data`), undefined while there is none to show. */
  saved: Saved | undefined;
  /** The draft that shows saved data. */
  draftOf: (saved: Saved) => Draft;
  /** The draft of an editor with nothing saved. */
  blank: () => Draft;
  /** Reads the draft into the request body, or the fields that refuse it. */
  check: (draft: Draft) => Checked<Body>;
  /** The call that replaces the saved data. */
  send: (body: Body) => Promise<void>;
  /** The query of the saved data a body replaces, read again once it is saved. */
  savedKey: (body: Body) => QueryKey;
}

/** An editor of saved settings: its draft, the fields refused by the last Save, the save and the submit. */
export interface SavedEditor<Draft, Body> extends SavedDraft<Draft> {
  /** Errors by field path from the last Save. */
  errors: FieldErrors;
  /** The save under way or done. */
  save: UseMutationResult<void, Error, Body>;
  /** The form's submit: checks the draft, then saves it; the draft saved is marked as what is saved now. */
  submit: (event: FormEvent) => void;
}

/**
 * The check-in table, the wheel and the VIP ladder are edited alike: a draft over the saved data (see
 * useSavedDraft), a Save that refuses bad fields before sending and reads the saved data again after.
 */
export function useSavedEditor<Saved, Draft, Body>({
  saved,
  draftOf,
  blank,
  check,
  send,
  savedKey,
}: SavedEditorOptions<Saved, Draft, Body>): SavedEditor<Draft, Body> {
  const queryClient = useQueryClient();
  const editor = useSavedDraft(saved, draftOf, blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: send,
    onSuccess: (_, body) => void queryClient.invalidateQueries({ queryKey: savedKey(body) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const checked = check(editor.draft);
    setErrors(checked.ok ? {} : checked.errors);
    const sent = editor.draft;
    if (checked.ok) save.mutate(checked.body, { onSuccess: () => editor.markSaved(sent) });
  };

  return { ...editor, errors, save, submit };
}
