import { useStartupSettings } from './use-startup-settings';

/**
 * Whether the visitor's market allows real money (startup `realMoney`). Until the settings are read it
 * says yes: the server refuses real money where it is not allowed in any case (REAL_MONEY_UNAVAILABLE).
 */
export function useRealMoney(): boolean {
  return useStartupSettings().data?.realMoney ?? true;
}
