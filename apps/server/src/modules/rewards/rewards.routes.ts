import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  campaignIdParamsSchema,
  campaignStatusRequestSchema,
  checkinClaimRequestSchema,
  checkinTableRequestSchema,
  createCampaignRequestSchema,
  fundCampaignRequestSchema,
  grabRedPacketRequestSchema,
  rewardCurrencyQuerySchema,
  wheelConfigRequestSchema,
  wheelSpinRequestSchema,
  scheduleRainRequestSchema,
  marketProfileRequestSchema,
} from '@casino/contracts';

import { clientInfo } from '../../platform/client-info.ts';
import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { PlayerSessions } from '../user/index.ts';
import type { OperatorService } from '../operators/index.ts';
import type { Campaigns } from './campaigns.ts';
import type { CheckinService } from './checkin.ts';
import type { InviteWheel } from './invite-wheel.ts';
import type { MoneyRain } from './money-rain.ts';
import type { Salary } from './salary.ts';
import type { RewardEngine } from './reward-engine.ts';
import type { MarketProfiles } from './market-profiles.ts';
import { playerGuard, playerOf } from '../user/index.ts';

export interface RewardRouteDependencies {
  sessions: PlayerSessions;
  operators: OperatorService;
  markets: MarketProfiles;
  campaigns: Campaigns;
  engine: RewardEngine;
  checkin: CheckinService;
  moneyRain: MoneyRain;
  wheel: InviteWheel;
  salary: Salary;
}

/** The player's rewards (check-in, bonuses) and the operator's campaigns, budgets and market profiles. */
export function registerRewardRoutes(app: FastifyInstance, deps: RewardRouteDependencies): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requirePlayer = playerGuard(deps.sessions);
  const operator = async (token: string | undefined, roles: Parameters<OperatorService['authenticate']>[1]) =>
    (await deps.operators.authenticate(token, roles)).operator.id;

  // Spec §7: GET/POST, not shown: model.items, each with vipLevel.
  typed.route({
    method: ['GET', 'POST'],
    url: '/api/bonus_task/checkin_data',
    preHandler: requirePlayer,
    handler: async (request, reply) => ok(reply, { model: await deps.checkin.data(playerOf(request).user) }),
  });

  typed.post(
    '/api/bonus_task/checkin',
    { preHandler: requirePlayer, schema: { body: checkinClaimRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.checkin.claim(
          playerOf(request).user,
          clientInfo(request).browserId,
          request.body.requestId,
        ),
      }),
  );

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/bonus_task/my_bonuses',
    preHandler: requirePlayer,
    handler: async (request, reply) =>
      ok(reply, { model: await deps.engine.myBonuses(playerOf(request).user.id) }),
  });

  // Spec §7: not shown; model.id and model.siteConf.endTime (spec §3), or no model when no rain is near.
  typed.route({
    method: ['GET', 'POST'],
    url: '/api/redpacket/site_redpack',
    preHandler: requirePlayer,
    handler: async (request, reply) => {
      const rain = await deps.moneyRain.current(playerOf(request).user);
      return ok(reply, rain ? { model: rain } : {});
    },
  });

  typed.post(
    '/api/redpacket/grab',
    { preHandler: requirePlayer, schema: { body: grabRedPacketRequestSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.moneyRain.grab(
          playerOf(request).user,
          request.body.id,
          clientInfo(request).browserId,
        ),
      }),
  );

  typed.get('/api/operator/money_rain', async (request, reply) => {
    await operator(tokenOf(request), ['marketing']);
    return ok(reply, { list: await deps.moneyRain.list() });
  });

  typed.post(
    '/api/operator/money_rain',
    { schema: { body: scheduleRainRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['marketing']);
      return ok(reply, { model: { id: await deps.moneyRain.schedule(operatorId, request.body) } });
    },
  );

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/wheel/info',
    preHandler: requirePlayer,
    handler: async (request, reply) => ok(reply, { model: await deps.wheel.info(playerOf(request).user) }),
  });

  typed.post(
    '/api/wheel/spin',
    { preHandler: requirePlayer, schema: { body: wheelSpinRequestSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.wheel.spin(playerOf(request).user, request.body.clientSeed) }),
  );

  typed.route({
    method: ['GET', 'POST'],
    url: '/api/salary/statement',
    preHandler: requirePlayer,
    handler: async (request, reply) => {
      const { user } = playerOf(request);
      return ok(reply, { model: await deps.salary.statement(user.id, user.currencyId) });
    },
  });

  typed.get(
    '/api/operator/wheel',
    { schema: { querystring: rewardCurrencyQuerySchema } },
    async (request, reply) => {
      await operator(tokenOf(request), ['marketing']);
      return ok(reply, { model: await deps.wheel.config(request.query.currencyId) });
    },
  );

  typed.put('/api/operator/wheel', { schema: { body: wheelConfigRequestSchema } }, async (request, reply) => {
    const operatorId = await operator(tokenOf(request), ['marketing']);
    await deps.wheel.configure(operatorId, request.body);
    return ok(reply);
  });

  typed.get('/api/operator/market_profiles', async (request, reply) => {
    await operator(tokenOf(request), ['marketing']);
    return ok(reply, { list: await deps.markets.list() });
  });

  typed.put(
    '/api/operator/market_profiles',
    { schema: { body: marketProfileRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['admin']);
      return ok(reply, { model: await deps.markets.put(operatorId, request.body) });
    },
  );

  typed.get('/api/operator/reward_campaigns', async (request, reply) => {
    await operator(tokenOf(request), ['marketing', 'finance']);
    return ok(reply, { list: await deps.campaigns.list() });
  });

  typed.post(
    '/api/operator/reward_campaigns',
    { schema: { body: createCampaignRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['marketing']);
      return ok(reply, { model: await deps.campaigns.create(operatorId, request.body) });
    },
  );

  typed.post(
    '/api/operator/reward_campaigns/:id/fund',
    { schema: { params: campaignIdParamsSchema, body: fundCampaignRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['finance']);
      return ok(reply, { model: await deps.campaigns.fund(operatorId, request.params.id, request.body) });
    },
  );

  typed.post(
    '/api/operator/reward_campaigns/:id/status',
    { schema: { params: campaignIdParamsSchema, body: campaignStatusRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['marketing']);
      return ok(reply, {
        model: await deps.campaigns.setStatus(operatorId, request.params.id, request.body.status),
      });
    },
  );

  typed.get(
    '/api/operator/checkin_table',
    { schema: { querystring: rewardCurrencyQuerySchema } },
    async (request, reply) => {
      await operator(tokenOf(request), ['marketing']);
      return ok(reply, { model: await deps.checkin.tableOf(request.query.currencyId) });
    },
  );

  typed.put(
    '/api/operator/checkin_table',
    { schema: { body: checkinTableRequestSchema } },
    async (request, reply) => {
      const operatorId = await operator(tokenOf(request), ['marketing']);
      await deps.checkin.setTable(operatorId, request.body.currencyId, request.body.rows);
      return ok(reply);
    },
  );
}
