import type { LimitPathRule } from '@casino/contracts';

/** Spec §2: does one rule admit `pathname`? A bad regular expression admits nothing, never throws. */
export function ruleMatches(pathname: string, rule: LimitPathRule): boolean {
  switch (rule.operator) {
    case '':
      return pathname === rule.value;
    case '^':
      return pathname.startsWith(rule.value);
    case '*':
      return pathname.includes(rule.value);
    case '~':
      try {
        return new RegExp(rule.value).test(pathname);
      } catch {
        console.warn(`design: ignored a bad path rule /${rule.value}/`);
        return false;
      }
    default:
      return false;
  }
}

/** A block shows everywhere when it has no rules, else where at least one rule matches. */
export function isShownOn(pathname: string, rules: readonly LimitPathRule[] | undefined): boolean {
  if (!rules || rules.length === 0) return true;
  return rules.some((rule) => ruleMatches(pathname, rule));
}
