import { realityCheckSummarySchema, type RealityCheckSummary } from '@casino/contracts';
import { create } from 'zustand';

/** A reality check the server demanded (an answer with status REALITY_CHECK_REQUIRED). */
export interface RealityCheckDemand {
  /** The session's summary from the answer's `extra`; null when it carried none readable. */
  summary: RealityCheckSummary | null;
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
 * The reality check any API call may demand. The API client's status handling writes it; the
 * responsible-gaming feature's host shows the interruption and settles it. A store in lib, because the
 * client must not import a feature.
 */
export const useRealityCheckStore = create<RealityCheckState>()((set) => ({
  demand: null,
  require: (extra) => {
    const parsed = realityCheckSummarySchema.safeParse(extra);
    set({ demand: { summary: parsed.success ? parsed.data : null } });
  },
  settle: () => set({ demand: null }),
}));
