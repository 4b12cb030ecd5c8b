import { useStartupSettings } from './use-startup-settings';

/**
 * Spec §6: the server's VIP level is shown plus one, unless the site sets disableVipPlus. A rule of the
 * site's settings, like useRealMoney: every screen that shows a player's level (the account, the lottery
 * chat, the rewards) reads it here.
 */
export function shownVipLevel(level: number, disableVipPlus: boolean): number {
  return disableVipPlus ? level : level + 1;
}

/** The VIP level as screens show it, by this site's startup settings. */
export function useShownVipLevel(): (level: number) => number {
  const disableVipPlus = useStartupSettings().data?.disableVipPlus ?? false;
  return (level) => shownVipLevel(level, disableVipPlus);
}
