import { create } from 'zustand';

/**
 * Spec §3/§4 "Sound": `soundOff` in localStorage, set and cleared by the player, kept across logout. The
 * key is written here directly because only this feature reads it.
 */
const SOUND_OFF_KEY = 'soundOff';

function readSoundOff(): boolean {
  try {
    return window.localStorage.getItem(SOUND_OFF_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeSoundOff(off: boolean): void {
  try {
    if (off) window.localStorage.setItem(SOUND_OFF_KEY, 'true');
    else window.localStorage.removeItem(SOUND_OFF_KEY);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

interface SoundState {
  /** Sound effects are skipped. */
  soundOff: boolean;
  setSoundOff: (off: boolean) => void;
}

/** The player's sound choice. */
export const useSoundStore = create<SoundState>()((set) => ({
  soundOff: readSoundOff(),
  setSoundOff: (soundOff) => {
    writeSoundOff(soundOff);
    set({ soundOff });
  },
}));
