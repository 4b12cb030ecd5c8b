import { Component, type ErrorInfo, type ReactNode } from 'react';

import type { PageItem } from '@casino/contracts';

import { isShownOn } from './limit-path';
import type { DesignComponentEntry, DesignSlot } from './registry-types';

/** Looks a component up by id; the registry module passes its own. */
export type DesignLookup = (comId: string) => DesignComponentEntry | undefined;

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** One broken block must never take the page down. */
class BlockBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`design: block ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The props of RenderPage. */
export interface RenderPageProps {
  items: readonly PageItem[];
  /** The current path, for the items' limitPathList rules. */
  pathname: string;
  lookup: DesignLookup;
  /** Only items of this slot (global pages place their blocks in the frame); all when absent. */
  slot?: DesignSlot;
}

/**
 * Renders a page's items in order: each through its registered component with its data parsed by the
 * component's schema. Unknown ids and blocks hidden by their path rules render nothing; unknown ids and
 * data that fails the schema are logged once.
 */
export function RenderPage({ items, pathname, lookup, slot }: RenderPageProps) {
  return (
    <>
      {items.map((item, index) => {
        const entry = lookup(item.comId);
        if (!entry) {
          warnOnce(`design: unknown component ${item.comId}, not rendered`);
          return null;
        }
        if (slot !== undefined && entry.slot !== slot) return null;
        if (!isShownOn(pathname, item.limitPathList)) return null;
        const parsed = entry.schema.safeParse(item.data ?? {});
        if (!parsed.success) {
          warnOnce(`design: data of ${entry.name} (${item.comId}) does not match its schema, not rendered`);
          return null;
        }
        const { Component: Block } = entry;
        return (
          <BlockBoundary key={`${item.comId}-${index}`} name={entry.name}>
            <Block data={parsed.data} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
