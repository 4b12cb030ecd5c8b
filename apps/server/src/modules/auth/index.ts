// The public face of the auth module: other modules import only what this file exports.

export { authModule } from './auth.module.ts';
export { registerAuthRoutes } from './auth.routes.ts';
export { seedDemoPromoCode } from './auth.seed.ts';
export { AuthService } from './auth.service.ts';
export { promoCodes } from './auth.tables.ts';
export { ensureDemoPlayer } from './demo-player.ts';
export { PasswordReset } from './password-reset.ts';
export { PlayerRegistration } from './registration.ts';
