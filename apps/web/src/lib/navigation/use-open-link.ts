import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { openLink } from './link-actions';

/** A function that follows any link string of spec §2 from the current page. */
export function useOpenLink(): (link: string | null | undefined) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (link) => {
      void openLink(link, {
        pathname,
        navigate: (to, options) => {
          if (typeof to === 'number') void navigate(to);
          else void navigate(to, options);
        },
      });
    },
    [navigate, pathname],
  );
}
