// The public face of the two-factor module: other modules import only what this file exports.

export { twoFactorModule } from './two-factor.module.ts';
export { TwoFactorService } from './two-factor.service.ts';
