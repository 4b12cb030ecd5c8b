import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';

/** The PGlite package's version: a new one may store data differently, so it keys the template too. */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function migrationsHash(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new embedded database directory starts as a copy of an empty, migrated one (a tenth of a second)
 * instead of a new cluster (about three seconds of initdb). The template is made once per migration set
 * and PGlite version under the system's temporary directory; a process that loses the race to make it
 * throws its own copy away. A directory that already holds a database is left alone.
 */
export async function seedFromTemplate(
  dataDir: string,
  migrationsFolder: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const template = join(tmpdir(), `casino-pglite-template-${migrationsHash(migrationsFolder)}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = `${template}.${randomBytes(6).toString('hex')}`;
    const client = await PGlite.create({ dataDir: building });
    await migrate(client);
    await client.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  cpSync(template, dataDir, { recursive: true });
}
