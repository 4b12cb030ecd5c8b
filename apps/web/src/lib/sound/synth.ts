import { readLocal, removeLocal, writeLocal } from '../storage/local-storage';

/** Spec §4 "Sound": `soundOff` in localStorage, shared by the whole site (games, notices, live rounds). */
export function isSoundOff(): boolean {
  return readLocal('soundOff') === 'true';
}

/** Sets or clears `soundOff`. */
export function setSoundOff(off: boolean): void {
  if (off) writeLocal('soundOff', 'true');
  else removeLocal('soundOff');
}

/** One note of a short effect: [frequency Hz, start s, length s, wave]. */
export type Note = [number, number, number, OscillatorType];

let context: AudioContext | null = null;

/**
 * Plays a short effect synthesised with WebAudio (no recorded assets), unless the player turned sound off
 * or the browser has no WebAudio.
 */
export function playNotes(notes: readonly Note[], volume = 0.12): void {
  if (isSoundOff() || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume();
    const now = audio.currentTime;
    for (const [frequency, start, length, wave] of notes) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(volume, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // Audio refused (autoplay policy, no device): the page goes on silently.
  }
}
