/** Where the theme's mapped assets are served (spec §7 "Static assets map to /api/static/resources/{id}{ext}"). */
const RESOURCES_PATH = '/api/static/resources/';

/**
 * An image or media reference of block data: a name the theme's `assetMappings` knows (e.g. `logo.svg`)
 * becomes its resource address, `/api/static/resources/{resourceId}{extension of the name}`; anything
 * else (a full address, a site path, an unknown name) is used as it is.
 */
export function resolveAsset(src: string, mappings: Readonly<Record<string, string>>): string {
  if (!src || !Object.hasOwn(mappings, src)) return src;
  const resourceId = mappings[src] ?? '';
  if (!resourceId) return src;
  const dot = src.lastIndexOf('.');
  const extension = dot > 0 ? src.slice(dot) : '';
  return `${RESOURCES_PATH}${encodeURIComponent(resourceId)}${extension}`;
}
