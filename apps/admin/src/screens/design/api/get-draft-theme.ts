import { HEADER, themeSchema, type Theme } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** The theme variant the framed site reads: it follows the frame's width (spec §9). */
export type ThemeDevice = 'mobile' | 'pc';

/**
 * GET /static/theme/draft with the DesignToken header: the draft as the framed site sees it. The time in
 * the query keeps every read past any cache, so an applied block shows at once.
 */
export async function getDraftTheme(designToken: string, device: ThemeDevice): Promise<Theme> {
  const { model } = await api('GET', '/static/theme/draft', {
    query: { device, t: Date.now() },
    headers: { [HEADER.designToken]: designToken },
  });
  return themeSchema.parse(model);
}

/** The draft's theme for the frame's device. */
export function useDraftTheme(designToken: string, device: ThemeDevice) {
  return useQuery({
    queryKey: ['design', 'draft', designToken, device],
    queryFn: () => getDraftTheme(designToken, device),
  });
}
