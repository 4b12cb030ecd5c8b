import { SPEC } from '@casino/contracts';

let lastZIndex: number = SPEC.popupBaseZIndex;

/** Spec §4 "Popups": each newly shown popup stacks above the last, starting at 1000. */
export function nextPopupZIndex(): number {
  lastZIndex += 1;
  return lastZIndex;
}
