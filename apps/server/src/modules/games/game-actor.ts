import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { demoTokenSchema, HEADER } from '@casino/contracts';

import { ApiError } from '../../platform/errors.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';

/**
 * Who plays a single-player game: a logged-in player (`u:<id>`, real money or demo) or a visitor with a
 * demo token (`v:<hash>`, demo only). The owner keys seeds, rounds and the demo wallet.
 */
export interface GameActor {
  owner: string;
  userId: number | null;
  currencyId: string;
}

/** The owner key of a logged-in player's seeds and rounds. */
export const playerOwner = (userId: number) => `u:${userId}`;

/** A new demo wallet holds this many major units of the actor's currency. */
export const DEMO_START_MAJOR = 1_000n;

/** The opening demo balance in minor units of a currency with `decimalLength` decimals. */
export const demoStartMinor = (decimalLength: number) => DEMO_START_MAJOR * 10n ** BigInt(decimalLength);

/**
 * Who makes a request: the logged-in player (header Auth), or a visitor with a demo token (header
 * Demo-Token, demo play only) in the site's visitor currency; LOGIN_REQUIRED with neither.
 */
export function actorResolver(
  auth: Pick<PlayerSessions, 'identify'>,
  visitorCurrency: () => Promise<string>,
): (request: FastifyRequest) => Promise<GameActor> {
  return async (request) => {
    const token = tokenOf(request);
    if (token) {
      const { userId, currencyId } = await auth.identify(token);
      return { owner: playerOwner(userId), userId, currencyId };
    }
    const demo = demoTokenSchema.safeParse(request.headers[HEADER.demoToken.toLowerCase()]);
    if (!demo.success) throw new ApiError('LOGIN_REQUIRED');
    const owner = `v:${createHash('sha256').update(demo.data).digest('hex').slice(0, 40)}`;
    return { owner, userId: null, currencyId: await visitorCurrency() };
  };
}
