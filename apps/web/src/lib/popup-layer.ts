import { useEffect, useState, useSyncExternalStore } from 'react';

import { SPEC } from '@casino/contracts';

let lastZIndex: number = SPEC.popupBaseZIndex;

/** Spec §4 "Popups": each newly shown popup stacks above the last, starting at 1000. */
export function nextPopupZIndex(): number {
  lastZIndex += 1;
  return lastZIndex;
}

/** The shared list of popups on screen, in the order they opened (spec §4: "Popups register in a shared list"). */
let showing: readonly number[] = [];
let singlePoint = false;
let lastId = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The single-point popup setting: when on, only the first popup of the list is shown at a time. */
export function setSinglePointPopups(enabled: boolean): void {
  if (singlePoint === enabled) return;
  singlePoint = enabled;
  changed();
}

/** Whether the popup `id` may be seen now: always, unless single-point is on and another came first. */
function mayShow(id: number, active: boolean): boolean {
  if (!singlePoint || !active) return true;
  return showing.includes(id) ? showing[0] === id : showing.length === 0;
}

/**
 * A popup's place in the layer: its stacking order (above every earlier popup) and whether it may be
 * shown. `active` says whether the popup wants to be on screen; only active popups are in the list.
 */
export function usePopupSlot(active = true): { zIndex: number; visible: boolean } {
  const [slot] = useState(() => ({ id: (lastId += 1), zIndex: nextPopupZIndex() }));
  useEffect(() => {
    if (!active) return undefined;
    showing = [...showing, slot.id];
    changed();
    return () => {
      showing = showing.filter((id) => id !== slot.id);
      changed();
    };
  }, [active, slot.id]);
  const visible = useSyncExternalStore(
    subscribe,
    () => mayShow(slot.id, active),
    () => true,
  );
  return { zIndex: slot.zIndex, visible };
}
