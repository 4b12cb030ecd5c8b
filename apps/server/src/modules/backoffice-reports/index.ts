// The public face of the backoffice-reports module: other modules import only what this file exports.

export { registerBackofficeReportRoutes } from './reports.routes.ts';
