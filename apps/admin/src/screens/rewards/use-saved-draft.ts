import { useState } from 'react';

/** An editor's draft that starts from what is saved on the server (see useSavedDraft). */
export interface SavedDraft<Draft> {
  draft: Draft;
  /** Applies the operator's edit; from then on saved data no longer replaces the draft by itself. */
  edit: (change: (current: Draft) => Draft) => void;
  /** Whether saved data the draft does not show is held back, because the operator edited the draft. */
  heldBack: boolean;
  /** Replaces the draft, edits and all, with the saved data held back. */
  loadHeldBack: () => void;
  /**
   * After `sent` was saved: if the draft is still that one, it is what is saved now, and the next saved
   * data may replace it again; edits typed while the save was under way keep it the operator's.
   */
  markSaved: (sent: Draft) => void;
}

interface DraftState<Saved, Draft> {
  draft: Draft;
  /** The draft as last filled from saved data or saved: the draft is edited while it is another one. */
  baseline: Draft;
  /** The saved data the draft was last filled from. */
  shown: Saved | undefined;
}

/**
 * The draft of an editor of saved settings. Saved data (a query's `data`) fills the draft when it arrives
 * or changes (another currency chosen, a refetch after a save or a colleague's change) as long as the
 * operator has not edited the draft since; once they have, the data is held back and `heldBack` lets the
 * form offer to load it. What the operator typed is never replaced without their say. Drafts are
 * immutable: every edit makes a new one, so an edit is told apart by reference.
 */
export function useSavedDraft<Saved, Draft>(
  saved: Saved | undefined,
  draftOf: (saved: Saved) => Draft,
  blank: () => Draft,
): SavedDraft<Draft> {
  const [state, setState] = useState<DraftState<Saved, Draft>>(() => {
    const draft = blank();
    return { draft, baseline: draft, shown: undefined };
  });
  const filledFrom = (data: Saved): DraftState<Saved, Draft> => {
    const draft = draftOf(data);
    return { draft, baseline: draft, shown: data };
  };
  const edited = state.draft !== state.baseline;
  const unseen = saved !== undefined && saved !== state.shown;
  // State adjusted while rendering, React's way to follow a changed input without an extra effect pass.
  if (unseen && !edited) setState(filledFrom(saved));
  return {
    draft: state.draft,
    edit: (change) => setState((current) => ({ ...current, draft: change(current.draft) })),
    heldBack: unseen && edited,
    loadHeldBack: () => {
      if (saved !== undefined) setState(filledFrom(saved));
    },
    markSaved: (sent) => setState((current) => ({ ...current, baseline: sent })),
  };
}
