import type { BackofficeArea } from '@casino/contracts';
import type { ReactNode } from 'react';

import { useMayUse } from '../lib/session';
import { NoAccessScreen } from '../screens/no-access/no-access-screen';

/** Props of RequireArea. */
export interface RequireAreaProps {
  area: BackofficeArea;
  children: ReactNode;
}

/**
 * Shows a screen only to roles its area admits, and the no-access screen to the others. This is a courtesy:
 * the server refuses every call of the area anyway. The session gate above has loaded the operator.
 */
export function RequireArea({ area, children }: RequireAreaProps) {
  return useMayUse(area) ? children : <NoAccessScreen />;
}
