import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

import { defineDesignComponent } from './registry-types';

/** Places on a design page whose content a feature provides, through the app (design never imports features). */
export type AppSlotName = 'activity-ticker';

/** The components the app puts into the slots; an empty slot renders nothing. */
export type AppSlots = Partial<Record<AppSlotName, ComponentType>>;

const AppSlotsContext = createContext<AppSlots>({});

/** The props of AppSlotsProvider. */
export interface AppSlotsProviderProps {
  /** What each slot renders (usually a feature's small, lazy-loading slot component). */
  slots: AppSlots;
  children: ReactNode;
}

/** Gives the design's slot blocks below it their content. */
export function AppSlotsProvider({ slots, children }: AppSlotsProviderProps) {
  return <AppSlotsContext.Provider value={slots}>{children}</AppSlotsContext.Provider>;
}

/** The app's component for a slot, or nothing. */
function AppSlot({ name }: { name: AppSlotName }) {
  const Content = useContext(AppSlotsContext)[name];
  return Content ? <Content /> : null;
}

/** The lobby's activity ticker, where the operator placed it in the page (its feature loads it lazily). */
export const activityTickerSlotBlock = defineDesignComponent({
  name: 'ActivityTicker',
  slot: 'main',
  Component: function ActivityTickerSlotBlock() {
    return <AppSlot name="activity-ticker" />;
  },
});
