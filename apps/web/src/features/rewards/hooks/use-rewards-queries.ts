import type { MyBonuses } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { refreshUser } from '../../../lib/session/get-user-info';
import { hasToken, useSessionStore } from '../../../lib/session/user-store';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { getMoneyRain } from '../api/rain-api';
import { getCheckinData, getMyBonuses, getVipInfo } from '../api/rewards-api';
import { getSalaryStatement } from '../api/salary-api';
import { balancesMayHaveMoved } from '../utils/bonus-changes';

/** How often the bonus list is read while the rewards page is open, so wagering is seen completing. */
export const BONUSES_REFETCH_MS = 10_000;

/** The query keys of the rewards, per session: another player on this browser never sees these answers. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  checkin: (token: string) => ['rewards', 'checkin', token] as const,
  bonuses: (token: string) => ['rewards', 'bonuses', token] as const,
  vip: (token: string) => ['rewards', 'vip', token] as const,
  rains: ['rewards', 'rain'] as const,
  rain: (token: string) => ['rewards', 'rain', token] as const,
  salary: (token: string) => ['rewards', 'salary', token] as const,
};

/** How often the money-rain popup reads the rain again (packets left, the player's catch). */
export const RAIN_REFETCH_MS = 5_000;

function useToken(): string {
  return useSessionStore((state) => (hasToken(state.user) ? state.user.token : ''));
}

/** The check-in table and the player's streak, read afresh whenever a screen showing it mounts. */
export function useCheckinData() {
  const token = useToken();
  return useQuery({
    queryKey: rewardsKeys.checkin(token),
    queryFn: getCheckinData,
    enabled: token !== '',
    staleTime: 0,
  });
}

/**
 * The player's bonuses, read every 10 s and on focus while shown. A read converts met bonuses to cash, so
 * the balances are refreshed after the first read and whenever a bonus changed state since the last one.
 */
export function useMyBonuses() {
  const token = useToken();
  const queryClient = useQueryClient();
  const queryKey = rewardsKeys.bonuses(token);
  return useQuery({
    queryKey,
    queryFn: async () => {
      const previous = queryClient.getQueryData<MyBonuses>(queryKey);
      const bonuses = await getMyBonuses();
      if (balancesMayHaveMoved(previous, bonuses)) void refreshUser();
      return bonuses;
    },
    enabled: token !== '',
    staleTime: 0,
    refetchInterval: BONUSES_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The player's VIP level and the ladder. */
export function useVipInfo() {
  const token = useToken();
  return useQuery({
    queryKey: rewardsKeys.vip(token),
    queryFn: getVipInfo,
    enabled: token !== '',
    refetchOnWindowFocus: true,
  });
}

/**
 * The money rain the player sees now, or null. `live` reads it every 5 s (the popup: packets go fast);
 * otherwise it is read when a screen showing it mounts (the banner).
 */
export function useMoneyRain(live: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: rewardsKeys.rain(token),
    queryFn: getMoneyRain,
    enabled: token !== '',
    staleTime: 0,
    refetchInterval: live ? RAIN_REFETCH_MS : false,
  });
}

/** The weekly salary statement, read only where the site runs a salary (startup setting enableSalary). */
export function useSalaryStatement() {
  const token = useToken();
  const enableSalary = useStartupSettings().data?.enableSalary ?? false;
  return useQuery({
    queryKey: rewardsKeys.salary(token),
    queryFn: getSalaryStatement,
    enabled: token !== '' && enableSalary,
    refetchOnWindowFocus: true,
  });
}
