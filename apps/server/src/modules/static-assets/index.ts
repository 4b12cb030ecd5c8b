// The public face of the static-assets module: other modules import only what this file exports.

export { answeredByEtag } from './etag.ts';
export { categoryIconPath, gameArtPath } from './game-art.ts';
export { registerStaticAssetRoutes } from './static-assets.routes.ts';
