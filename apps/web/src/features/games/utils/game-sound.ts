import { playNotes, type Note } from '../../../lib/sound/synth';

/** The short effects the games play, synthesised with WebAudio (no recorded assets). */
export type GameSound = 'bet' | 'step' | 'lose' | 'win' | 'cashOut' | 'tick';

const NOTES: Record<GameSound, Note[]> = {
  tick: [[880, 0, 0.04, 'square']],
  bet: [
    [440, 0, 0.07, 'triangle'],
    [660, 0.06, 0.09, 'triangle'],
  ],
  step: [
    [784, 0, 0.08, 'sine'],
    [1175, 0.05, 0.12, 'sine'],
  ],
  lose: [
    [220, 0, 0.18, 'sawtooth'],
    [147, 0.12, 0.3, 'sawtooth'],
  ],
  cashOut: [
    [659, 0, 0.09, 'triangle'],
    [880, 0.08, 0.09, 'triangle'],
    [1319, 0.16, 0.2, 'triangle'],
  ],
  win: [
    [523, 0, 0.1, 'triangle'],
    [659, 0.09, 0.1, 'triangle'],
    [784, 0.18, 0.1, 'triangle'],
    [1047, 0.27, 0.3, 'triangle'],
  ],
};

/** Plays an effect unless the player turned sound off. */
export function playGameSound(sound: GameSound): void {
  playNotes(NOTES[sound]);
}
