import { playNotes, type Note } from '../../../lib/sound/synth';

/** The live games' short effects, synthesised with WebAudio (no recorded assets). */
export type CrashSound = 'bet' | 'takeOff' | 'cashOut' | 'crash';

const NOTES: Record<CrashSound, Note[]> = {
  bet: [
    [440, 0, 0.07, 'triangle'],
    [660, 0.06, 0.09, 'triangle'],
  ],
  takeOff: [
    [330, 0, 0.12, 'sine'],
    [494, 0.1, 0.16, 'sine'],
  ],
  cashOut: [
    [659, 0, 0.09, 'triangle'],
    [880, 0.08, 0.09, 'triangle'],
    [1319, 0.16, 0.2, 'triangle'],
  ],
  crash: [
    [220, 0, 0.18, 'sawtooth'],
    [147, 0.12, 0.3, 'sawtooth'],
  ],
};

/** Plays an effect unless the player turned sound off. */
export function playCrashSound(sound: CrashSound): void {
  playNotes(NOTES[sound], 0.1);
}
