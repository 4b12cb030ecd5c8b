import {
  complianceRulesSchema,
  REWARD_KINDS,
  type ComplianceRules,
  type RewardKind,
} from '@casino/contracts';

import { run, statement, type Queryable } from '../../db/client.ts';

/** What a player's market allows (the profile of their registration country). */
export interface MarketRules {
  profileId: string | null;
  realMoney: boolean;
  rewardKinds: ReadonlySet<RewardKind>;
  compliance: ComplianceRules;
}

/** The compliance rules stored on a profile, defaults filling what is absent (or unreadable). */
export const complianceOf = (value: unknown): ComplianceRules => {
  const parsed = complianceRulesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : complianceRulesSchema.parse({});
};

/** A country without a profile: real money (as before profiles existed), no rewards, default rules. */
export const NO_PROFILE: MarketRules = {
  profileId: null,
  realMoney: true,
  rewardKinds: new Set(),
  compliance: complianceOf({}),
};

/** The reward kinds of a stored list (unknown names are dropped). */
export const rewardKindsOf = (value: unknown): RewardKind[] => {
  const list = Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',');
  return list.filter((kind): kind is RewardKind => (REWARD_KINDS as readonly string[]).includes(kind));
};

const RULES_OF_COUNTRY = statement(
  'site_market_of_country',
  `SELECT p.id, p.real_money, p.reward_kinds, p.compliance FROM countries c
     JOIN market_profiles p ON p.id = c.market_profile_id
    WHERE c.id = $1`,
);
/** The rules of a country's players (a registration's, before the player exists). */
export async function marketRulesOfCountry(queryable: Queryable, countryId: string): Promise<MarketRules> {
  return rulesOfRow((await run(queryable, RULES_OF_COUNTRY, [countryId]))[0]);
}

export function rulesOfRow(row: Record<string, unknown> | undefined): MarketRules {
  if (!row) return NO_PROFILE;
  return {
    profileId: String(row.id),
    realMoney: Boolean(row.real_money),
    rewardKinds: new Set(rewardKindsOf(row.reward_kinds)),
    compliance: complianceOf(row.compliance),
  };
}

/** Whether the market offers a kind: real money, and the kind in its profile. */
export const offers = (rules: MarketRules, kind: RewardKind) =>
  rules.realMoney && rules.rewardKinds.has(kind);
