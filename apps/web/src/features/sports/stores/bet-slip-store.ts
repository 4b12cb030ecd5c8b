import type { OddsChangeChoice } from '@casino/contracts';
import { create } from 'zustand';

import {
  acceptChanges,
  applyPrices,
  EMPTY_SLIP,
  removeSelections,
  setEventOpen,
  setMode,
  setStake,
  setSystem,
  toggleSelection,
  type PriceUpdate,
  type SlipMode,
  type SlipSelection,
  type SlipState,
} from '../utils/bet-slip';

/** The slip's state with the actions of the screens. */
export interface BetSlipStore extends SlipState {
  /** Bets are being placed: the selections cannot change until the answers are in. */
  placing: boolean;
  /** The request id of each intent tried (see intentOf): a retry of the same intent sends the same id. */
  requestIds: Readonly<Record<string, string>>;
  toggle: (selection: SlipSelection) => void;
  remove: (keys: readonly string[]) => void;
  setMode: (mode: SlipMode) => void;
  setStake: (stake: string) => void;
  setSystem: (systemId: string) => void;
  applyPrices: (prices: readonly PriceUpdate[], choice: OddsChangeChoice | 'required') => void;
  setEventOpen: (eventId: string, open: boolean, live: boolean) => void;
  acceptChanges: () => void;
  setPlacing: (placing: boolean) => void;
  /** The request id of an intent, made by `make` the first time it is tried. */
  requestIdFor: (intent: string, make: () => string) => string;
  /** Forgets the request id of an intent that got its final answer (placed, or refused for good). */
  forgetIntents: (intents: readonly string[]) => void;
}

/** The one bet slip of the sportsbook (kept while the player moves between lists, events and their bets). */
export const useBetSlipStore = create<BetSlipStore>()((set, get) => {
  /** Applies a pure slip function to the store's slip. */
  const update = (change: (state: SlipState) => SlipState) => set((store) => change(store));
  return {
    ...EMPTY_SLIP,
    placing: false,
    requestIds: {},
    toggle: (selection) => {
      if (!get().placing) update((state) => toggleSelection(state, selection));
    },
    remove: (keys) => update((state) => removeSelections(state, keys)),
    setMode: (mode) => update((state) => setMode(state, mode)),
    setStake: (stake) => update((state) => setStake(state, stake)),
    setSystem: (systemId) => update((state) => setSystem(state, systemId)),
    applyPrices: (prices, choice) => update((state) => applyPrices(state, prices, choice)),
    setEventOpen: (eventId, open, live) => update((state) => setEventOpen(state, eventId, open, live)),
    acceptChanges: () => update(acceptChanges),
    setPlacing: (placing) => set({ placing }),
    requestIdFor: (intent, make) => {
      const known = get().requestIds[intent];
      if (known) return known;
      const made = make();
      set((store) => ({ requestIds: { ...store.requestIds, [intent]: made } }));
      return made;
    },
    forgetIntents: (intents) =>
      set((store) => ({
        requestIds: Object.fromEntries(
          Object.entries(store.requestIds).filter(([intent]) => !intents.includes(intent)),
        ),
      })),
  };
});
