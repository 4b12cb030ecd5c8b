// Builds what `npm start` serves: the web app and the back office (Vite) and the compiled server (esbuild), each only when its
// inputs changed since its last build (a hash of every input file is kept in its dist). `--force` rebuilds.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED_INPUTS = ['packages/contracts/src', 'packages/game-math/src', 'package-lock.json'];

const PARTS = [
  {
    name: 'web app',
    inputs: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/verifier',
      'apps/server/src/modules/i18n/packs/verifier.en.json',
      'apps/server/src/modules/i18n/packs/verifier.pt.json',
      'apps/server/src/modules/i18n/packs/verifier.id.json',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    stamp: 'apps/web/dist/.inputs-hash',
    // The browser's build, then the server's render of the first screen (dist-server, from the same sources).
    build: async () => {
      const vite = join(root, 'node_modules/vite/bin/vite.js');
      await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], join(root, 'apps/web'));
      await run(
        process.execPath,
        [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
        join(root, 'apps/web'),
      );
    },
  },
  {
    name: 'back office',
    inputs: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/package.json',
    ],
    stamp: 'apps/admin/dist/.inputs-hash',
    build: () =>
      run(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
        join(root, 'apps/admin'),
      ),
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
    stamp: 'apps/server/dist/.inputs-hash',
    build: async () => (await import('../apps/server/build.mjs')).buildServer(),
  },
];

const isTest = (path) => /\.test\.tsx?$/.test(path);

function* filesOf(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* filesOf(join(path, entry));
}

/** A hash of every input file's path and bytes (tests left out: they are not shipped). */
export function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesOf(join(root, input))) {
      if (isTest(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Builds the parts whose inputs changed (all of them with `force`; only the `only` one when given), in parallel. */
export async function buildChanged({ force = false, only } = {}) {
  await Promise.all(
    PARTS.filter((part) => only === undefined || part.name === only).map(async (part) => {
      const hash = inputsHash([...part.inputs, ...SHARED_INPUTS]);
      const stamp = join(root, part.stamp);
      if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
        console.log(`${part.name}: up to date`);
        return;
      }
      const startedAt = performance.now();
      await part.build();
      writeFileSync(stamp, hash);
      console.log(`${part.name}: built in ${Math.round(performance.now() - startedAt)} ms`);
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await buildChanged({ force: process.argv.includes('--force') });
