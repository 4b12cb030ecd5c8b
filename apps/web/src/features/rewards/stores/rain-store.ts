import { create } from 'zustand';

/**
 * The money-rain popup: closed; asked for (`#moneyRain` was followed, the rain not read yet); being read;
 * or open. Set with `useRainStore.setState`.
 */
export type RainView = 'closed' | 'asked' | 'reading' | 'open';

/** Where the money-rain popup stands; `#moneyRain` opens it while a rain is near and not over. */
export const useRainStore = create<{ view: RainView }>()(() => ({ view: 'closed' }));

/** Closes the money-rain popup. */
export function closeRain(): void {
  useRainStore.setState({ view: 'closed' });
}
