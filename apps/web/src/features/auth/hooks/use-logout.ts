import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { forgetSession } from '../../../lib/session/forget-session';
import { logout } from '../api/logout';
import { USER_INFO_QUERY_KEY } from './use-session-sync';

/** Logs out: the server kills the token, local data goes except the keep-list, and the page returns home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function run(): Promise<void> {
    setPending(true);
    try {
      await logout();
    } finally {
      forgetSession();
      queryClient.removeQueries({ queryKey: [USER_INFO_QUERY_KEY] });
      setPending(false);
      await navigate('/');
    }
  }

  return { logout: run, pending };
}
