import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import type { OperatorRole } from '@casino/contracts';

import { tokenOf } from '../../platform/auth-header.ts';
import type { AuthenticatedOperator, OperatorService } from './operators.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard on back-office routes. */
    operator?: AuthenticatedOperator;
  }
}

/** A preHandler that admits only staff with one of `roles` (admin always) and puts them on `request.operator`. */
export function staffGuard(
  operators: OperatorService,
  roles: readonly OperatorRole[],
): preHandlerAsyncHookHandler {
  return async (request) => {
    request.operator = await operators.authenticate(tokenOf(request), roles);
  };
}

/** The staff member a guarded route runs for. */
export function staffOf(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw new Error('staffOf() on a route without the staff guard');
  return request.operator;
}
