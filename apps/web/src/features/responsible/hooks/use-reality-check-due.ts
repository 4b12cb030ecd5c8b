import { useEffect, useState } from 'react';

import { localInstant, type ResponsibleState } from '../api/responsible-state';

/**
 * Whether the reality check of `state` is due: a timer runs to its `dueAt` (on this device's clock, see
 * ResponsibleState) and stays due until a view with another `dueAt` arrives (the acknowledgement's).
 * A `dueAt` already passed, as after a reload, is due at once.
 */
export function useRealityCheckDue(state: ResponsibleState | undefined): boolean {
  const dueAt = state?.view.realityCheck.dueAt ?? null;
  const localDueAt = state && dueAt !== null ? localInstant(state, dueAt) : null;
  const [reached, setReached] = useState<number | null>(null);

  useEffect(() => {
    if (dueAt === null || localDueAt === null) return undefined;
    const timer = window.setTimeout(() => setReached(dueAt), Math.max(0, localDueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [dueAt, localDueAt]);

  return dueAt !== null && reached === dueAt;
}
