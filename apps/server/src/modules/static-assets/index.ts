// The public face of the static-assets module: other modules import only what this file exports.

export { staticAssetsModule } from './static-assets.module.ts';
export { registerStaticAssetRoutes } from './static-assets.routes.ts';
