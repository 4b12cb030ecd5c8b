import { useQuery } from '@tanstack/react-query';

import { getWeb2Pwa } from '../api/get-web2pwa';

/** The query of the operator's install settings: the same for every visitor, read once per page. */
export const web2PwaQuery = {
  queryKey: ['web2pwa'] as const,
  queryFn: getWeb2Pwa,
  staleTime: Infinity,
  retry: 1,
};

/** The operator's install settings (enablePwa, downloadLink, iosLink). */
export function useWeb2Pwa() {
  return useQuery(web2PwaQuery);
}
