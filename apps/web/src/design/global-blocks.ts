import type { DesignPage } from '@casino/contracts';

/**
 * The data of the first `comId` block of the global pages, as served (checked against its schema and
 * filled with its defaults by the server), or undefined when the design has none.
 */
export function globalBlockData<Data>(pages: readonly DesignPage[], comId: string): Data | undefined {
  for (const page of pages) {
    if (page.type !== 'global') continue;
    const item = page.items.find((entry) => entry.comId === comId);
    if (item) return item.data as Data;
  }
  return undefined;
}
