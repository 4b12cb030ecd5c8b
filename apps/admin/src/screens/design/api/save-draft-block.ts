import { api } from '../../../lib/api';
import type { ThemeDevice } from './get-draft-theme';

/** A block of the draft: the page it sits on and its index there. */
export interface BlockAddress {
  pageId: string;
  index: number;
}

/** PUT /api/operator/design/drafts/block: replaces one block's data in the draft. */
export async function saveDraftBlock(input: {
  designToken: string;
  block: BlockAddress;
  data: Record<string, unknown>;
  device: ThemeDevice;
}): Promise<void> {
  const { designToken, block, data, device } = input;
  await api('PUT', '/design/drafts/block', { body: { designToken, ...block, data, device } });
}
