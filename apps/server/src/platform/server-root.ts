import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found upward from this module: the same answer from the
 * sources (src/platform/) and from the compiled bundle (dist/), so the apps beside it are found from both.
 */
function serverRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@casino/server')
      return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error('config: the @casino/server package folder was not found');
    folder = parent;
  }
}

/** A built app beside the server (`../web/dist`, `../admin/dist`). */
export const builtApp = (app: string) => join(serverRoot(), '..', app, 'dist');
