import { designDraftSchema, type DesignDraft } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/design/drafts: an 8-hour editing session on a copy of the live theme. */
export async function openDraft(): Promise<DesignDraft> {
  const { model } = await api('POST', '/design/drafts');
  return designDraftSchema.parse(model);
}
