import { SPEC } from '@casino/contracts';
import { create } from 'zustand';

import { nextPopupZIndex } from '../popup-layer';

/** One short message on screen. */
export interface FeedbackItem {
  id: number;
  kind: 'toast' | 'notification';
  /** Already translated. */
  title?: string;
  message: string;
  /** Its place in the popup layer, taken when it is shown: above every popup already open. */
  zIndex: number;
}

interface FeedbackState {
  items: FeedbackItem[];
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Toasts and notifications currently shown; each removes itself after its duration. */
export const useFeedbackStore = create<FeedbackState>()((set) => ({
  items: [],
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}));

function push(item: Omit<FeedbackItem, 'id' | 'zIndex'>, durationMs: number): number {
  const id = nextId++;
  const zIndex = nextPopupZIndex();
  useFeedbackStore.setState((state) => ({ items: [...state.items, { ...item, id, zIndex }] }));
  setTimeout(() => useFeedbackStore.getState().dismiss(id), durationMs);
  return id;
}

/** A short message in the middle of the screen, 3 s by default (spec §9). */
export function showToast(message: string, durationMs: number = SPEC.toastDurationMs): number {
  return push({ kind: 'toast', message }, durationMs);
}

/** A notification at the top (top 65 px), 1.5 s by default (spec §9). */
export function showNotification(
  text: { title: string; message: string },
  durationMs: number = SPEC.notificationDurationMs,
): number {
  return push({ kind: 'notification', ...text }, durationMs);
}
