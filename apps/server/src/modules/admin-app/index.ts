// The public face of the admin-app module: other modules import only what this file exports.

export { registerAdminApp } from './admin-app.ts';
