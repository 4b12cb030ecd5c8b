import { readLocal, removeLocal, writeLocal } from '../../../lib/storage/local-storage';

/** The live games' short effects, synthesised with WebAudio (no recorded assets). */
export type CrashSound = 'bet' | 'takeOff' | 'cashOut' | 'crash';

/** Spec §4 "Sound": `soundOff` in localStorage, shared with the rest of the site. */
export function isCrashSoundOff(): boolean {
  return readLocal('soundOff') === 'true';
}

/** Sets or clears `soundOff`. */
export function setCrashSoundOff(off: boolean): void {
  if (off) writeLocal('soundOff', 'true');
  else removeLocal('soundOff');
}

/** Notes of each effect: [frequency Hz, start s, length s, wave]. */
const NOTES: Record<CrashSound, [number, number, number, OscillatorType][]> = {
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

let context: AudioContext | null = null;

/** Plays an effect unless the player turned sound off (or the browser has no WebAudio). */
export function playCrashSound(sound: CrashSound): void {
  if (isCrashSoundOff() || typeof window.AudioContext !== 'function') return;
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
      gain.gain.exponentialRampToValueAtTime(0.1, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // Audio refused (autoplay policy, no device): the game goes on silently.
  }
}
