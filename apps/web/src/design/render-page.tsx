import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

import type { BlockRef, PageItem } from '@casino/contracts';

import { EditableBlock } from './editor/editable-block';
import { isEditorMode } from '../lib/site/editor-store';
import { isShownOn } from './limit-path';
import {
  isLazyEntry,
  type DesignComponentEntry,
  type DesignRegistryEntry,
  type DesignSlot,
  type LazyDesignComponentEntry,
} from './registry-types';

/** Looks a component up by id; the registry module passes its own. */
export type DesignLookup = (comId: string) => DesignRegistryEntry | undefined;

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

/** Renders one block's data (as served: checked and filled with its defaults by the server) through its entry. */
function renderBlock(entry: DesignComponentEntry, data: unknown): ReactNode {
  const { Component: Block } = entry;
  return <Block data={(data ?? {}) as Record<string, unknown>} />;
}

interface LoadedBlockProps {
  data: unknown;
}

const loadedBlocks = new WeakMap<
  LazyDesignComponentEntry,
  LazyExoticComponent<ComponentType<LoadedBlockProps>>
>();

/** The React.lazy component of a lazy entry: one per entry, so its chunk loads once. */
function loadedBlock(entry: LazyDesignComponentEntry): LazyExoticComponent<ComponentType<LoadedBlockProps>> {
  let block = loadedBlocks.get(entry);
  if (!block) {
    block = lazy(async () => {
      const loaded = await entry.load();
      return { default: ({ data }: LoadedBlockProps) => renderBlock(loaded, data) };
    });
    loadedBlocks.set(entry, block);
  }
  return block;
}

/** The props of RenderPage. */
export interface RenderPageProps {
  items: readonly PageItem[];
  /** The current path, for the items' limitPathList rules. */
  pathname: string;
  lookup: DesignLookup;
  /** Only items of this slot (global pages place their blocks in the frame); all when absent. */
  slot?: DesignSlot;
  /** Where each item sits in the theme (same order as `items`): in the design editor, blocks can be picked. */
  blockRefs?: readonly BlockRef[];
}

/**
 * Renders a page's items in order: each through its registered component with its data as served (a lazy entry once its chunk has loaded). Unknown ids and blocks hidden by their path
 * rules render nothing; unknown ids are logged once.
 */
export function RenderPage({ items, pathname, lookup, slot, blockRefs }: RenderPageProps) {
  const editable = blockRefs !== undefined && isEditorMode();
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
        let block: ReactNode;
        if (isLazyEntry(entry)) {
          const Loaded = loadedBlock(entry);
          block = (
            <Suspense fallback={null}>
              <Loaded data={item.data} />
            </Suspense>
          );
        } else block = renderBlock(entry, item.data);
        const blockRef = editable ? blockRefs[index] : undefined;
        if (blockRef)
          block = (
            <EditableBlock blockRef={blockRef} item={item}>
              {block}
            </EditableBlock>
          );
        return (
          <BlockBoundary key={`${item.comId}-${index}`} name={entry.name}>
            {block}
          </BlockBoundary>
        );
      })}
    </>
  );
}
