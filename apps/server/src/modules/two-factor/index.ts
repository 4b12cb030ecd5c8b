// The public face of the two-factor module: other modules import only what this file exports.

export { TwoFactorService } from './two-factor.service.ts';
