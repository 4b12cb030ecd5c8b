import { realityCheckSummarySchema } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { refusalText } from '../../../lib/api/refusal-text';
import { useOpenLink } from '../../../lib/navigation/use-open-link';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { acknowledgeRealityCheck } from '../api/acknowledge-reality-check';
import { useAdoptResponsible, useResponsible } from '../hooks/use-responsible';
import { useRealityCheckDue } from '../hooks/use-reality-check-due';
import { useRealityCheckStore } from '../stores/reality-check-store';
import { RealityCheckModal, RESPONSIBLE_PAGE_PATH } from './reality-check-modal';

/** The props of RealityCheckHost. */
export interface RealityCheckHostProps {
  /**
   * Whether this host keeps the timer to the check's `dueAt` (the site's shell). A page inside another
   * page's frame leaves it to the page around it and shows only the checks its own calls were refused for.
   */
  scheduled?: boolean;
}

/**
 * Mounted once by the shell, for a logged-in player: reads the responsible-gaming view, interrupts play
 * when its reality check falls due or when any call was refused with REALITY_CHECK_REQUIRED, and shows the
 * check until the player continues (acknowledged) or logs out.
 */
export function RealityCheckHost({ scheduled = true }: RealityCheckHostProps) {
  const loggedIn = useSessionStore((state) => hasToken(state.user));
  const demand = useRealityCheckStore((state) => state.demand);
  const settle = useRealityCheckStore((state) => state.settle);
  const responsible = useResponsible(scheduled || demand !== null);
  const due = useRealityCheckDue(scheduled ? responsible.data : undefined);
  const adopt = useAdoptResponsible();
  const openLink = useOpenLink();
  const navigate = useNavigate();
  const refetch = responsible.refetch;
  const acknowledge = useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (state) => {
      settle();
      adopt(state);
    },
  });

  useEffect(() => {
    if (!loggedIn) settle();
  }, [loggedIn, settle]);

  // The summary read at page load is old by the time the check falls due (or a call is refused for it):
  // read this session's figures again.
  const interrupted = due || demand !== null;
  useEffect(() => {
    if (interrupted) void refetch();
  }, [interrupted, refetch]);

  if (!loggedIn || !interrupted) return null;
  const view = responsible.data?.view;
  // The summary of the refused call's answer, when it carried a readable one; else this session's figures.
  const demanded = demand ? realityCheckSummarySchema.safeParse(demand.extra) : undefined;
  return (
    <RealityCheckModal
      summary={demanded?.success ? demanded.data : (view?.realityCheck.summary ?? null)}
      currencyId={view?.currencyId}
      pending={acknowledge.isPending}
      error={refusalText(acknowledge.error)}
      onContinue={() => acknowledge.mutate()}
      onLogout={() => {
        settle();
        openLink('#logOut');
      }}
      onOpenTools={() =>
        acknowledge.mutate(undefined, { onSuccess: () => void navigate(RESPONSIBLE_PAGE_PATH) })
      }
    />
  );
}
