import { designPublishedSchema, type DesignPublished } from '@casino/contracts';

import { api } from '../../../lib/api';

/** POST /api/operator/design/versions/:version/restore: that version's theme goes live as a new version. */
export async function restoreVersion(version: number, note: string): Promise<DesignPublished> {
  const { model } = await api('POST', `/design/versions/${version}/restore`, { body: { note } });
  return designPublishedSchema.parse(model);
}
