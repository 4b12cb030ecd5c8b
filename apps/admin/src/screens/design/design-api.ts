import {
  designDraftSchema,
  designPublishedSchema,
  designVersionSchema,
  HEADER,
  STATUS,
  themeSchema,
  type DesignDraft,
  type DesignPublished,
  type DesignVersion,
  type Theme,
} from '@casino/contracts';
import { z } from 'zod';

import { api, ApiFailure } from '../../lib/api';

/** The theme variant the framed site reads: it follows the frame's width (spec §9). */
export type ThemeDevice = 'mobile' | 'pc';

/** A block of the draft: the page it sits on and its index there. */
export interface BlockAddress {
  pageId: string;
  index: number;
}

/** Query keys of this screen. */
export const designKeys = {
  versions: ['design', 'versions'] as const,
  draft: (designToken: string, device: ThemeDevice) => ['design', 'draft', designToken, device] as const,
};

const versionsSchema = z.array(designVersionSchema);
const themeEnvelopeSchema = z.object({ status: z.number(), model: z.unknown().optional() });

/** POST /api/operator/design/drafts: an 8-hour editing session on a copy of the live theme. */
export async function openDraft(): Promise<DesignDraft> {
  const { model } = await api('POST', '/design/drafts');
  return designDraftSchema.parse(model);
}

/**
 * GET /static/theme/… with the DesignToken header: the draft as the framed site sees it. The shared `api`
 * client sends no extra headers, and this read needs no operator session, so it is a plain fetch.
 */
export async function fetchDraftTheme(designToken: string, device: ThemeDevice): Promise<Theme> {
  let response: Response;
  try {
    response = await fetch(`/static/theme/draft?device=${device}&t=${Date.now()}`, {
      headers: { [HEADER.accept]: 'application/json', [HEADER.designToken]: designToken },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiFailure(STATUS.NETWORK_ERROR);
  }
  const envelope = themeEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
  if (!envelope.success) throw new ApiFailure(STATUS.NETWORK_ERROR);
  if (envelope.data.status !== STATUS.SUCCESS) throw new ApiFailure(envelope.data.status);
  return themeSchema.parse(envelope.data.model);
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

/** POST /api/operator/design/drafts/publish: the draft becomes the next live version; the session ends. */
export async function publishDraft(designToken: string, note: string): Promise<DesignPublished> {
  const { model } = await api('POST', '/design/drafts/publish', { body: { designToken, note } });
  return designPublishedSchema.parse(model);
}

/** GET /api/operator/design/versions: every published version, the live one first. */
export async function fetchVersions(): Promise<DesignVersion[]> {
  const { list } = await api('GET', '/design/versions');
  return versionsSchema.parse(list ?? []);
}

/** POST /api/operator/design/versions/:version/restore: that version's theme goes live as a new version. */
export async function restoreVersion(version: number, note: string): Promise<DesignPublished> {
  const { model } = await api('POST', `/design/versions/${version}/restore`, { body: { note } });
  return designPublishedSchema.parse(model);
}
