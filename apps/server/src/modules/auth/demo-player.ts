import { randomCpf } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { randomCode } from '../../platform/tokens.ts';
import { findUserByUsername, insertUser } from '../user/index.ts';
import type { Cashier } from '../wallet/index.ts';

export const DEMO_PLAYER = { username: 'demo', password: 'demo-pass-2026' } as const;

/**
 * The demo player of `npm start` (DEMO_SEED only): created once, returned only when just created. A Brazilian
 * adult with the identity Brazil's market profile asks of every registration (a made-up CPF that checks).
 */
export async function ensureDemoPlayer(db: Db, cashier: Cashier): Promise<typeof DEMO_PLAYER | undefined> {
  if (await findUserByUsername(db, DEMO_PLAYER.username)) return undefined;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await inTransaction(db, async (tx) => {
    const user = await insertUser(tx, {
      username: DEMO_PLAYER.username,
      nickname: 'Demo Player',
      passwordHash,
      countryId: 'BR',
      currencyId: 'BRL',
      languageId: 'pt',
      inviteCode: randomCode(8),
      cpf: randomCpf(),
      fullName: 'Demo Player da Silva',
      birthDate: '1990-01-01',
    });
    await cashier.wallet(tx, user.id, user.currencyId);
  });
  return DEMO_PLAYER;
}
