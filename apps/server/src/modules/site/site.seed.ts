import { sql } from 'drizzle-orm';

import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { countries, currencies, languages, siteSettings } from './site.tables.ts';

/**
 * The site's reference data, written at every start (DEMO_SEED or not): languages, currencies with their
 * decimal lengths, countries and the site's row. Idempotent: rows that exist are left as the operator
 * changed them.
 */
export async function seedSiteReference(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insert(languages)
      .values([
        { id: 'en', name: 'English', sortOrder: 1 },
        { id: 'pt', name: 'Português', sortOrder: 2 },
        { id: 'id', name: 'Bahasa Indonesia', sortOrder: 3 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(currencies)
      .values([
        {
          id: 'BRL',
          symbol: 'R$',
          decimalLength: 2,
          withdrawDecimalLength: 2,
          usdRate: '0.18',
          sortOrder: 1,
        },
        {
          id: 'IDR',
          symbol: 'Rp',
          decimalLength: 0,
          withdrawDecimalLength: 0,
          usdRate: '0.000062',
          sortOrder: 2,
        },
        { id: 'USD', symbol: '$', decimalLength: 2, withdrawDecimalLength: 2, usdRate: '1', sortOrder: 3 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values([
        { id: 'BR', name: 'Brasil', currencyId: 'BRL', languageId: 'pt', phoneCode: '55', sortOrder: 1 },
        { id: 'ID', name: 'Indonesia', currencyId: 'IDR', languageId: 'id', phoneCode: '62', sortOrder: 2 },
        {
          id: 'US',
          name: 'United States',
          currencyId: 'USD',
          languageId: 'en',
          phoneCode: '1',
          sortOrder: 3,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values({
        id: 'main',
        name: 'Nova Casino',
        defaultCountryId: 'BR',
        defaultLanguageId: 'en',
        settings: { minBetAmount: 1, defaultBetAmount: 5 },
      })
      .onConflictDoNothing();
  });
}

/** Demo switches for `npm start`: the optional fields and flows on, each only where never set. */
export async function seedDemoSwitches(db: Db): Promise<void> {
  await inTransaction(db, (tx) => demoSwitches(tx));
}

async function demoSwitches(tx: Tx): Promise<void> {
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({
        enableRegisterPromoCode: true,
        enableSalary: true,
      })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'enableRegisterPromoCode')`);
  // SMS login on (its codes land in the sandbox inbox); its own guard, so older demo databases get it too.
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({ enabledSmsConfigs: ['LOGIN'] })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'enabledSmsConfigs')`);
  // The lobby's activity ticker on (issue 13); its own guard, so an operator's later choice stands.
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({ showActivityTicker: true })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'showActivityTicker')`);
  // Registration by SMS code and "forgot password" by SMS on (codes in the sandbox inbox); withdrawals
  // keep their own switch. Guarded too, so an operator's own smsConfig is never overwritten.
  await tx
    .update(siteSettings)
    .set({
      settings: sql`${siteSettings.settings} || ${JSON.stringify({
        smsConfig: { enableRegister: true, enableForgetPassword: true, enableWithdraw: false },
      })}::jsonb`,
    })
    .where(sql`${siteSettings.id} = 'main' AND NOT (${siteSettings.settings} ? 'smsConfig')`);
}
