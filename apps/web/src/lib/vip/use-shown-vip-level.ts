import { useStartupSettings } from '../site/use-startup-settings';
import { shownVipLevel } from './vip-level';

/** The VIP level as screens show it (spec §6: plus one unless the site sets disableVipPlus). */
export function useShownVipLevel(): (level: number) => number {
  const disableVipPlus = useStartupSettings().data?.disableVipPlus ?? false;
  return (level) => shownVipLevel(level, disableVipPlus);
}
