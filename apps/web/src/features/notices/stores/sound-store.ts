import { create } from 'zustand';

import { isSoundOff, setSoundOff as storeSoundOff } from '../../../lib/sound/synth';

interface SoundState {
  /** Sound effects are skipped. */
  soundOff: boolean;
  setSoundOff: (off: boolean) => void;
}

/** The player's sound choice (spec §3/§4 "Sound"), kept in localStorage across logout. */
export const useSoundStore = create<SoundState>()((set) => ({
  soundOff: isSoundOff(),
  setSoundOff: (soundOff) => {
    storeSoundOff(soundOff);
    set({ soundOff });
  },
}));
