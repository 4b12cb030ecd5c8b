import { readLocal, removeLocal, writeLocal } from '../../../lib/storage/local-storage';

/** The short effects the games play, synthesised with WebAudio (no recorded assets). */
export type GameSound = 'bet' | 'step' | 'lose' | 'win' | 'cashOut' | 'tick';

/** Spec §4 "Sound": `soundOff` in localStorage, shared with the rest of the site. */
export function isSoundOff(): boolean {
  return readLocal('soundOff') === 'true';
}

/** Sets or clears `soundOff`. */
export function setSoundOff(off: boolean): void {
  if (off) writeLocal('soundOff', 'true');
  else removeLocal('soundOff');
}

/** Notes of each effect: [frequency Hz, start s, length s, wave]. */
const NOTES: Record<GameSound, [number, number, number, OscillatorType][]> = {
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

let context: AudioContext | null = null;

/** Plays an effect unless the player turned sound off (or the browser has no WebAudio). */
export function playGameSound(sound: GameSound): void {
  if (isSoundOff() || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume();
    const now = audio.currentTime;
    for (const [frequency, start, length, wave] of NOTES[sound]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.12, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // Audio refused (autoplay policy, no device): the game goes on silently.
  }
}
