/** The ids a field's control is described by: its hint's and its error's, when it has them. */
export function describedByOf(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** Props of FieldNotes. */
export interface FieldNotesProps {
  /** The control's id; the notes' ids derive from it (see describedByOf). */
  id: string;
  /** A line describing what to enter. */
  hint?: string;
  /** The validation message. */
  error?: string;
}

/** The hint and the error under a field's control, with the ids its aria-describedby names. */
export function FieldNotes({ id, hint, error }: FieldNotesProps) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
