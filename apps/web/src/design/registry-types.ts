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

/** Keeps the component's props and the schema's output in step. */
export function defineDesignComponent<Schema extends z.ZodType>(
  entry: DesignComponentEntry<Schema>,
): DesignComponentEntry {
  return entry as unknown as DesignComponentEntry;
}
