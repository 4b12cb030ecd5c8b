// The public face of the auth module: other modules import only what this file exports.

export { playerGuard, playerOf, tokenOf } from './auth.guard.ts';
export { revokeUserSessions } from './auth.repo.ts';
export { registerAuthRoutes } from './auth.routes.ts';
export { type AuthenticatedPlayer, AuthService } from './auth.service.ts';
export { promoCodes } from './auth.tables.ts';
export { ensureDemoPlayer } from './demo-player.ts';
export { PasswordReset } from './password-reset.ts';
export { PlayerRegistration } from './registration.ts';
