import type { FastifyInstance } from 'fastify';

import { ok } from '../../platform/envelope.ts';
import type { UserService } from './user.service.ts';

export function registerUserRoutes(app: FastifyInstance, users: UserService): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/user/vip_list',
    handler: async (_request, reply) => ok(reply, { list: await users.vipList() }),
  });
}
