// The public face of the install module: other modules import only what this file exports.

export { installModule } from './install.module.ts';
export { registerInstallRoutes } from './install.routes.ts';
