import { create } from 'zustand';

/** A money rain announced over the socket: its event id and when it ends (epoch ms, server clock). */
export interface RainAlert {
  id: number;
  endTime: number;
}

interface RainAlertState {
  /** The rain last announced and not yet dismissed, or null. */
  alert: RainAlert | null;
  /** Shows the banner of a rain that started (replacing an earlier one). */
  announce: (alert: RainAlert) => void;
  /** Puts the banner away. */
  dismiss: () => void;
}

/**
 * The money rain announced live (PUSH_EVENTS.moneyRain): the notices hear the push, the app hands it to
 * `announce`, and the rewards show a banner inviting the player to catch a packet.
 */
export const useRainAlertStore = create<RainAlertState>()((set) => ({
  alert: null,
  announce: (alert) => set({ alert }),
  dismiss: () => set({ alert: null }),
}));
