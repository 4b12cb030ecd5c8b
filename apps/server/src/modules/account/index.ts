// The public face of the account module: other modules import only what this file exports.

export { registerAccountRoutes } from './account.routes.ts';
export { AccountService } from './account.service.ts';
