// The public face of the web-app module: other modules import only what this file exports.

export { webAppModule } from './web-app.module.ts';
export { registerWebApp } from './web-app.ts';
