import { designVersionSchema, type DesignVersion } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const versionsSchema = z.array(designVersionSchema);

/** Query key of the published versions, refreshed after a publish or a rollback. */
export const DESIGN_VERSIONS_KEY = ['design', 'versions'] as const;

/** GET /api/operator/design/versions: every published version, the live one first. */
export async function listDesignVersions(): Promise<DesignVersion[]> {
  const { list } = await api('GET', '/design/versions');
  return versionsSchema.parse(list ?? []);
}

/** The published versions. */
export function useDesignVersions() {
  return useQuery({ queryKey: DESIGN_VERSIONS_KEY, queryFn: listDesignVersions });
}
