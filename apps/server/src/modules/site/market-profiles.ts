import { inArray, sql } from 'drizzle-orm';

import {
  PRE_BET_REWARD_KINDS,
  REWARD_KINDS,
  type ComplianceRules,
  type MarketProfile,
  type MarketProfileInput,
  type RewardKind,
} from '@casino/contracts';

import { inTransaction, type Db, type Queryable, type Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { complianceOf, rewardKindsOf } from './market-rules.ts';
import { countries, marketProfiles } from './site.tables.ts';

/** Every market profile with the countries under it (the back office's list). */
export async function listMarketProfiles(queryable: Queryable): Promise<MarketProfile[]> {
  const [profiles, countryRows] = await Promise.all([
    queryable.select().from(marketProfiles).orderBy(marketProfiles.id),
    queryable.select({ id: countries.id, profile: countries.marketProfileId }).from(countries),
  ]);
  return profiles.map((profile) => ({
    id: profile.id,
    name: profile.name,
    realMoney: profile.realMoney,
    rewardKinds: rewardKindsOf(profile.rewardKinds),
    compliance: complianceOf(profile.compliance),
    countries: countryRows.filter((country) => country.profile === profile.id).map((country) => country.id),
  }));
}

/**
 * Creates or replaces a profile and moves the listed countries to it, in the caller's transaction (which
 * audits it); an unknown country is refused. A profile that forbids real money offers no rewards, whatever
 * the list says. Answers what was stored.
 */
export async function saveMarketProfile(
  tx: Tx,
  profile: MarketProfileInput,
): Promise<{ rewardKinds: RewardKind[]; compliance: ComplianceRules }> {
  const rewardKinds = profile.realMoney ? [...new Set(profile.rewardKinds)] : [];
  const compliance = complianceOf(profile.compliance);
  if (profile.countries.length > 0) {
    const known = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(inArray(countries.id, profile.countries));
    if (known.length !== new Set(profile.countries).size) {
      throw new ApiError('INVALID_INPUT', { message: 'COUNTRY_INVALID', extra: { field: 'countries' } });
    }
  }
  await tx
    .insert(marketProfiles)
    .values({ id: profile.id, name: profile.name, realMoney: profile.realMoney, rewardKinds, compliance })
    .onConflictDoUpdate({
      target: marketProfiles.id,
      set: {
        name: profile.name,
        realMoney: profile.realMoney,
        rewardKinds,
        compliance,
        updatedAt: sql`now()`,
      },
    });
  if (profile.countries.length > 0) {
    await tx
      .update(countries)
      .set({ marketProfileId: profile.id })
      .where(inArray(countries.id, profile.countries));
  }
  return { rewardKinds, compliance };
}

/**
 * Brazil's rules (Lei 14.790/2023 art. 26; Portarias 615, 722 and 1.231/2024): identity by CPF, 18+,
 * limits chosen at registration, a reality check every hour, a new login after 30 idle minutes, a day's
 * wait before a limit is raised, payments only from and to the player's own CPF, days in Brasília time.
 */
export const BRAZIL_COMPLIANCE = complianceOf({
  identity: 'cpf',
  minimumAge: 18,
  limitsAtRegistration: true,
  realityCheckMinutes: 60,
  idleLogoutMinutes: 30,
  limitIncreaseHours: 24,
  ownAccountPayments: true,
  timeZone: 'America/Sao_Paulo',
});

/** The demo's profiles: a permissive one, Brazil's (loyalty only) and a social one without real money. */
export const DEMO_MARKET_PROFILES: readonly MarketProfile[] = [
  {
    id: 'open',
    name: 'Permissive',
    realMoney: true,
    rewardKinds: [...REWARD_KINDS],
    compliance: complianceOf({}),
    countries: ['US'],
  },
  {
    id: 'br',
    name: 'Brazil (Lei 14.790/2023)',
    realMoney: true,
    rewardKinds: REWARD_KINDS.filter((kind) => !PRE_BET_REWARD_KINDS.has(kind)),
    compliance: BRAZIL_COMPLIANCE,
    countries: ['BR'],
  },
  {
    id: 'social',
    name: 'Social play only',
    realMoney: false,
    rewardKinds: [],
    compliance: complianceOf({}),
    countries: ['ID'],
  },
];

/** Seeds the demo profiles where a country has none yet (an operator's choice is left alone). */
export async function seedMarketProfiles(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const profile of DEMO_MARKET_PROFILES) {
      await tx
        .insert(marketProfiles)
        .values({
          id: profile.id,
          name: profile.name,
          realMoney: profile.realMoney,
          rewardKinds: profile.rewardKinds,
          compliance: profile.compliance,
        })
        .onConflictDoNothing();
      for (const country of profile.countries) {
        await tx
          .update(countries)
          .set({ marketProfileId: profile.id })
          .where(sql`${countries.id} = ${country} AND ${countries.marketProfileId} IS NULL`);
      }
    }
  });
}
