import {
  mayUse,
  operatorMeSchema,
  operatorSessionSchema,
  type BackofficeArea,
  type OperatorMe,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { api } from './api';
import { clearToken, storeToken, useToken } from './session-token';

/** Query key of the signed-in operator; the token is part of it so a new sign-in never shows the old one. */
export const OPERATOR_ME_KEY = ['operator', 'me'] as const;

/** GET /api/operator/auth/me. */
async function fetchOperatorMe(): Promise<OperatorMe> {
  const { model } = await api('GET', '/auth/me');
  return operatorMeSchema.parse(model);
}

/** The signed-in operator's query: pending while it loads, disabled when nobody is signed in. */
export function useOperatorQuery() {
  const token = useToken();
  return useQuery({
    queryKey: [...OPERATOR_ME_KEY, token],
    queryFn: fetchOperatorMe,
    enabled: token !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The signed-in operator, from GET /api/operator/auth/me; undefined while loading or signed out. */
export function useOperator(): OperatorMe | undefined {
  return useOperatorQuery().data;
}

/** Whether the signed-in operator's roles admit `area` (false while unknown); the server checks again. */
export function useMayUse(area: BackofficeArea): boolean {
  const operator = useOperator();
  return operator !== undefined && mayUse(operator.roles, area);
}

/** What the login form sends; `totp` only in the second step, for operators with TOTP on. */
export interface Credentials {
  username: string;
  password: string;
  totp?: string;
}

/** POST /api/operator/auth/login: keeps the new session's token for this tab. */
export async function signIn(credentials: Credentials): Promise<void> {
  const { model } = await api('POST', '/auth/login', { body: credentials });
  storeToken(operatorSessionSchema.parse(model).token);
}

/** Signs out on the server (best effort) and forgets everything this tab knew. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api('POST', '/auth/logout');
    } catch {
      // The session is ended locally either way; the token expires on the server.
    } finally {
      clearToken();
      queryClient.clear();
    }
  }, [queryClient]);
}
