/** Spec §6: the server's VIP level is shown plus one, unless the site sets disableVipPlus. */
export function shownVipLevel(level: number, disableVipPlus: boolean): number {
  return disableVipPlus ? level : level + 1;
}
