import { STATUS } from '@casino/contracts';
import { create } from 'zustand';

import { listenToStatus } from '../../../lib/api/status-handler';

/** A reality check the server demanded (an answer with status REALITY_CHECK_REQUIRED). */
export interface RealityCheckDemand {
  /** The answer's `extra`: the session's summary (read by the host, which loads after the first screen). */
  extra: unknown;
}

interface RealityCheckState {
  /** The demand waiting for the player, or null. */
  demand: RealityCheckDemand | null;
  /** Records a demand from an answer's `extra`; a later one replaces an earlier one. */
  require: (extra: unknown) => void;
  /** The player answered the check (or logged out). */
  settle: () => void;
}

/**
 * The reality check any API call may demand: listenForRealityChecks() records it from the API client's
 * answers, the host shows the interruption and settles it.
 */
export const useRealityCheckStore = create<RealityCheckState>()((set) => ({
  demand: null,
  require: (extra) => {
    set({ demand: { extra } });
  },
  settle: () => set({ demand: null }),
}));

/**
 * Records the reality check of every answer refused with REALITY_CHECK_REQUIRED. The app calls it once at
 * start-up, before any call, so a demand made before the host's code has loaded still waits for it.
 */
export function listenForRealityChecks(): () => void {
  return listenToStatus(STATUS.REALITY_CHECK_REQUIRED, (envelope) =>
    useRealityCheckStore.getState().require(envelope.extra),
  );
}
