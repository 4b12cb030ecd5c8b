// The public face of the web-app module: other modules import only what this file exports.

export { registerWebApp } from './web-app.ts';
