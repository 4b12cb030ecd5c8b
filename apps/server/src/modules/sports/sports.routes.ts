import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  cashOutQuoteRequestSchema,
  cashOutRequestSchema,
  sandboxFeedRequestSchema,
  sportsBetRequestSchema,
  sportsBetsQuerySchema,
  sportsEventIdSchema,
  sportsEventQuerySchema,
  sportsEventsQuerySchema,
  sportsManualSettleSchema,
  sportsManualVoidSchema,
  sportsSettingsSchema,
  type SportsDescriptionsRefreshed,
  type SportsFeedHealth,
  sportsSuspendRequestSchema,
  type FeedMessage,
  type SportsBetsPageExtra,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { GameActor } from '../games/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { SportsAdmin } from './sports-admin.ts';
import type { SportsBets } from './sports-bets.ts';
import type { SportsCashOut } from './sports-cash-out.ts';
import type { SportsQueries } from './sports-queries.ts';
import type { SportsSettingsStore } from './sports-settings.ts';

export interface SportsParts {
  queries: SportsQueries;
  bets: SportsBets;
  cashOut: SportsCashOut;
  admin: SportsAdmin;
  settings: SportsSettingsStore;
  /** The feed's producers and dead letters, for the back office. */
  feedHealth: () => Promise<SportsFeedHealth>;
  /** Fetches the market descriptions again from the feed's source. */
  refreshDescriptions: () => Promise<SportsDescriptionsRefreshed>;
}

const eventParams = z.object({ id: sportsEventIdSchema });

/**
 * The sports app's calls (players and, with a demo token, visitors), the operator's (suspend, settle and
 * void with a reason, settings) and, where the sandbox runs, the sandbox feed's test console.
 */
export function registerSportsRoutes(
  app: FastifyInstance,
  deps: {
    actorOf: (request: FastifyRequest) => Promise<GameActor>;
    operators: OperatorService;
    sports: SportsParts;
    /** The sandbox feed's console (delivers messages as the provider would), when the sandbox runs. */
    sandboxFeed?: ((messages: readonly FeedMessage[]) => Promise<void>) | undefined;
  },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { queries, bets, cashOut, admin, settings, feedHealth, refreshDescriptions } = deps.sports;
  const operator = async (token: string | undefined) =>
    (await deps.operators.authenticate(token, ['admin'])).operator.id;

  typed.get('/api/sports/catalogue', async (_request, reply) =>
    ok(reply, { model: await queries.catalogue() }),
  );

  typed.get(
    '/api/sports/events',
    { schema: { querystring: sportsEventsQuerySchema } },
    async (request, reply) =>
      ok(reply, {
        list: await queries.events({
          sport: request.query.sport,
          live: request.query.live === undefined ? undefined : request.query.live === 'true',
          lang: request.query.lang,
        }),
      }),
  );

  typed.get(
    '/api/sports/events/:id',
    { schema: { params: eventParams, querystring: sportsEventQuerySchema } },
    async (request, reply) =>
      ok(reply, { model: await queries.event(request.params.id, request.query.lang) }),
  );

  typed.post('/api/sports/bet', { schema: { body: sportsBetRequestSchema } }, async (request, reply) =>
    ok(reply, { model: await bets.place(await deps.actorOf(request), request.body) }),
  );

  typed.get(
    '/api/sports/bets',
    { schema: { querystring: sportsBetsQuerySchema } },
    async (request, reply) => {
      const page = await queries.bets(await deps.actorOf(request), {
        open: request.query.state === 'open',
        demo: request.query.demo === 'true',
        beforeId: request.query.beforeId,
      });
      const extra: SportsBetsPageExtra = { nextBeforeId: page.nextBeforeId };
      return ok(reply, { list: page.list, extra });
    },
  );

  typed.post(
    '/api/sports/cashout/quote',
    { schema: { body: cashOutQuoteRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await cashOut.quote(await deps.actorOf(request), request.body.betId) }),
  );

  typed.post('/api/sports/cashout', { schema: { body: cashOutRequestSchema } }, async (request, reply) =>
    ok(reply, { model: await cashOut.accept(await deps.actorOf(request), request.body) }),
  );

  typed.get('/api/operator/sports/settings', async (request, reply) => {
    await operator(tokenOf(request));
    return ok(reply, { model: await settings.get() });
  });

  typed.get('/api/operator/sports/feed-health', async (request, reply) => {
    await operator(tokenOf(request));
    return ok(reply, { model: await feedHealth() });
  });

  typed.post('/api/operator/sports/descriptions/refresh', async (request, reply) => {
    await operator(tokenOf(request));
    return ok(reply, { model: await refreshDescriptions() });
  });

  typed.put(
    '/api/operator/sports/settings',
    { schema: { body: sportsSettingsSchema } },
    async (request, reply) =>
      ok(reply, { model: await settings.set(await operator(tokenOf(request)), request.body) }),
  );

  typed.post(
    '/api/operator/sports/suspend',
    { schema: { body: sportsSuspendRequestSchema } },
    async (request, reply) => {
      await admin.suspend(await operator(tokenOf(request)), request.body);
      return ok(reply, {});
    },
  );

  typed.post(
    '/api/operator/sports/settle',
    { schema: { body: sportsManualSettleSchema } },
    async (request, reply) => {
      await admin.settle(await operator(tokenOf(request)), request.body);
      return ok(reply, {});
    },
  );

  typed.post(
    '/api/operator/sports/void',
    { schema: { body: sportsManualVoidSchema } },
    async (request, reply) => {
      await admin.void(await operator(tokenOf(request)), request.body);
      return ok(reply, {});
    },
  );

  const sandboxFeed = deps.sandboxFeed;
  if (sandboxFeed) {
    typed.post(
      '/api/sandbox/sports-feed/messages',
      { schema: { body: sandboxFeedRequestSchema } },
      async (request, reply) => {
        await operator(tokenOf(request));
        await sandboxFeed(request.body.messages);
        return ok(reply, {});
      },
    );
  }
}
