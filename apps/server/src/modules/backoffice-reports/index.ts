// The public face of the backoffice-reports module: other modules import only what this file exports.

export { backofficeReportsModule } from './backoffice-reports.module.ts';
export { registerBackofficeReportRoutes } from './reports.routes.ts';
