import type { ComponentType } from 'react';

/** Where a global block sits in the page frame. Blocks of ordinary pages render in `main`. */
export type DesignSlot = 'settings' | 'top' | 'side' | 'main' | 'bottom' | 'overlay';

/**
 * Props every design component receives: its data as the server serves it, checked against the block's
 * schema in @casino/contracts (design-blocks.ts) and filled with its defaults.
 */
export interface DesignComponentProps<Data> {
  data: Data;
}

/** One entry of the registry: a readable name, where it sits, and the component. */
export interface DesignComponentEntry<Data = Record<string, unknown>> {
  /** Readable name, for logs and tests. */
  name: string;
  slot: DesignSlot;
  Component: ComponentType<DesignComponentProps<Data>>;
}

/**
 * A registry entry whose component loads on first use, for blocks that are not on the
 * first screen: the page renders them as soon as their chunk arrives, without holding up the rest.
 */
export interface LazyDesignComponentEntry {
  name: string;
  slot: DesignSlot;
  load: () => Promise<DesignComponentEntry>;
}

/** What the registry holds for one component id. */
export type DesignRegistryEntry = DesignComponentEntry | LazyDesignComponentEntry;

/** True for an entry whose code is loaded on first use. */
export function isLazyEntry(entry: DesignRegistryEntry): entry is LazyDesignComponentEntry {
  return 'load' in entry;
}

/** A registry entry for a component of `Data` (the output type of its block schema in the contracts). */
export function defineDesignComponent<Data>(entry: DesignComponentEntry<Data>): DesignComponentEntry {
  return entry as unknown as DesignComponentEntry;
}

/** A registry entry whose code loads on first use. */
export function lazyBlock(
  name: string,
  slot: DesignSlot,
  load: () => Promise<DesignComponentEntry>,
): LazyDesignComponentEntry {
  return { name, slot, load };
}
