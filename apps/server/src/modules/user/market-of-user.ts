import { run, statement, type Queryable } from '../../db/client.ts';
import { rulesOfRow, type MarketRules } from '../site/index.ts';

const RULES_OF_USER = statement(
  'user_market_of_user',
  `SELECT p.id, p.real_money, p.reward_kinds, p.compliance FROM users u
     JOIN countries c ON c.id = u.country_id
     JOIN market_profiles p ON p.id = COALESCE(u.market_profile_id, c.market_profile_id)
    WHERE u.id = $1`,
);
/**
 * The rules a player lives under: the market profile fixed at their registration (their country's, for a
 * player registered before it was kept), read on the handle given (inside a reward's transaction too).
 */
export async function marketRulesOf(queryable: Queryable, userId: number): Promise<MarketRules> {
  return rulesOfRow((await run(queryable, RULES_OF_USER, [userId]))[0]);
}
