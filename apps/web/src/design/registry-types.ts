import type { ComponentType } from 'react';
import type { z } from 'zod';

/** Where a global block sits in the page frame. Blocks of ordinary pages render in `main`. */
export type DesignSlot = 'settings' | 'top' | 'side' | 'main' | 'bottom' | 'overlay';

/** Props every design component receives: its data, parsed and filled with its defaults. */
export interface DesignComponentProps<Data> {
  /** The block's data after its schema (defaults applied). */
  data: Data;
}

/** One entry of the registry: a readable name, the data schema with defaults, and the component. */
export interface DesignComponentEntry<Schema extends z.ZodType = z.ZodType> {
  /** Readable name, for logs and tests. */
  name: string;
  slot: DesignSlot;
  schema: Schema;
  Component: ComponentType<DesignComponentProps<z.output<Schema>>>;
}

/**
 * A registry entry whose code (schema and component) loads on first use, for blocks that are not on the
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

/** Keeps the component's props and the schema's output in step. */
export function defineDesignComponent<Schema extends z.ZodType>(
  entry: DesignComponentEntry<Schema>,
): DesignComponentEntry {
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
