import { playNotes, type Note } from '../../../lib/sound/synth';

/** The rooms' short effects, synthesised with WebAudio (no recorded assets). */
export type LotterySound = 'bet' | 'closed' | 'draw' | 'win';

const NOTES: Record<LotterySound, Note[]> = {
  bet: [
    [440, 0, 0.07, 'triangle'],
    [660, 0.06, 0.09, 'triangle'],
  ],
  closed: [[392, 0, 0.12, 'sine']],
  draw: [
    [523, 0, 0.1, 'sine'],
    [659, 0.09, 0.1, 'sine'],
    [784, 0.18, 0.16, 'sine'],
  ],
  win: [
    [659, 0, 0.09, 'triangle'],
    [880, 0.08, 0.09, 'triangle'],
    [1319, 0.16, 0.2, 'triangle'],
  ],
};

/** Plays an effect unless the player turned sound off (`soundOff`, shared by the whole site). */
export function playLotterySound(sound: LotterySound): void {
  playNotes(NOTES[sound], 0.1);
}
