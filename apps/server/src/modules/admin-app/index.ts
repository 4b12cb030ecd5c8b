// The public face of the admin-app module: other modules import only what this file exports.

export { adminAppModule } from './admin-app.module.ts';
export { registerAdminApp } from './admin-app.ts';
