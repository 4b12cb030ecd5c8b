import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  BACKOFFICE_AREAS,
  maintenanceRequestSchema,
  operatorIdParamsSchema,
  siteSettingsPatchSchema,
} from '@casino/contracts';

import { ok } from '../../platform/envelope.ts';
import type { OperatorService } from './operators.service.ts';
import { staffGuard, staffOf } from './staff-guard.ts';
import type { SiteDesk } from './site-desk.ts';

/** The back office's site settings (settings area) and the maintenance switch (admin). */
export function registerSiteDeskRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorService; desk: SiteDesk },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const settingsStaff = staffGuard(deps.operators, BACKOFFICE_AREAS.settings);

  typed.get('/api/operator/site/settings', { preHandler: settingsStaff }, async (_request, reply) =>
    ok(reply, { model: await deps.desk.settings() }),
  );

  typed.patch(
    '/api/operator/site/settings',
    { preHandler: settingsStaff, schema: { body: siteSettingsPatchSchema } },
    async (request, reply) =>
      ok(reply, {
        model: await deps.desk.updateSettings(staffOf(request).operator, request.body),
      }),
  );

  /** A change waiting for a second person (the four-eyes amounts): approved by another admin, or discarded. */
  typed.post(
    '/api/operator/site/settings/changes/:id/approve',
    { preHandler: settingsStaff, schema: { params: operatorIdParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.desk.approveChange(staffOf(request).operator, request.params.id) }),
  );

  typed.post(
    '/api/operator/site/settings/changes/:id/discard',
    { preHandler: settingsStaff, schema: { params: operatorIdParamsSchema } },
    async (request, reply) =>
      ok(reply, { model: await deps.desk.discardChange(staffOf(request).operator, request.params.id) }),
  );

  typed.post(
    '/api/operator/site/maintenance',
    { preHandler: staffGuard(deps.operators, ['admin']), schema: { body: maintenanceRequestSchema } },
    async (request, reply) => {
      await deps.desk.setMaintenance(staffOf(request).operator.id, request.body.enabled);
      return ok(reply, { model: { maintenance: request.body.enabled } });
    },
  );
}
