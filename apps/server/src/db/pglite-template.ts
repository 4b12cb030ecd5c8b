import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

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

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly global, which the server's type libraries (no DOM) leave undeclared. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

interface MemoryTemplate {
  /** An empty migrated cluster as PGlite's data-directory tarball. */
  tarball: Blob;
  pgliteWasmModule: WasmModule;
  fsBundle: Blob;
}

let memoryTemplate: Promise<MemoryTemplate> | undefined;

/**
 * PGlite's options for a new in-memory database that starts as an empty migrated one: the cluster, the
 * compiled engine and its file bundle are made once per process and reused, so each further database costs
 * loading a tarball (under a second) instead of initdb and every migration (about four seconds). Tests open
 * one per test file or more; the embedded server opens a directory (see seedFromTemplate).
 */
export function memoryDatabaseOptions(
  migrate: (client: PGlite) => Promise<void>,
): Promise<{ loadDataDir: Blob; pgliteWasmModule: WasmModule; fsBundle: Blob }> {
  memoryTemplate ??= (async () => {
    const dist = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const pgliteWasmModule = await wasm.compile(readFileSync(join(dist, 'pglite.wasm')));
    const fsBundle = new Blob([readFileSync(join(dist, 'pglite.data'))]);
    const client = await PGlite.create({ dataDir: 'memory://', pgliteWasmModule, fsBundle });
    await migrate(client);
    const tarball = await client.dumpDataDir('none');
    await client.close();
    return { tarball, pgliteWasmModule, fsBundle };
  })();
  // A failed first build is not kept: the next caller tries again.
  memoryTemplate.catch(() => (memoryTemplate = undefined));
  return memoryTemplate.then(({ tarball, pgliteWasmModule, fsBundle }) => ({
    loadDataDir: tarball,
    pgliteWasmModule,
    fsBundle,
  }));
}
