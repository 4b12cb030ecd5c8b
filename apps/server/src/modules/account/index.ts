// The public face of the account module: other modules import only what this file exports.

export { accountModule } from './account.module.ts';
export { registerAccountRoutes } from './account.routes.ts';
export { AccountService } from './account.service.ts';
export { PhoneVerification } from './phone-verification.ts';
