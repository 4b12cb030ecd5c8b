import { designPublishedSchema, type DesignPublished } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/design/drafts/publish: the draft becomes the next live version; the session ends. */
export async function publishDraft(designToken: string, note: string): Promise<DesignPublished> {
  const { model } = await api('POST', '/design/drafts/publish', { body: { designToken, note } });
  return designPublishedSchema.parse(model);
}
