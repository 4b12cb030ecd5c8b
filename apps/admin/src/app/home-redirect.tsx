import { mayUse } from '@casino/contracts';
import { Navigate } from 'react-router';

import { useOperator } from '../lib/session';
import { NoAccessScreen } from '../screens/no-access/no-access-screen';
import { NAV_ITEMS } from './nav-items';

/** /admin/ opens the first screen the operator may use. */
export function HomeRedirect() {
  const operator = useOperator();
  const first = NAV_ITEMS.find((item) => operator && mayUse(operator.roles, item.area));
  return first ? <Navigate to={first.path} replace /> : <NoAccessScreen />;
}
