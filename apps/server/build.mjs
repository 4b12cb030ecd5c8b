// Compiles the server to one JavaScript file, so a start runs no TypeScript compiler: npm packages stay
// external (installed beside it), the workspace packages (TypeScript sources) are bundled in.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = `${root}dist`;

/** Files the sources read next to themselves (`new URL('./x', import.meta.url)`), copied beside the bundle. */
const ASSETS = [
  ['src/db/migrations', 'migrations'],
  ['src/modules/i18n/packs', 'packs'],
  ['src/modules/static-assets/files', 'files'],
  ['src/modules/design/default-theme.json', 'default-theme.json'],
];

/** Bare imports other than our own workspace packages resolve from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts', 'src/commands/prepare-data.ts'],
    outdir: 'dist',
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  for (const [from, to] of ASSETS) cpSync(`${root}${from}`, `${outDir}/${to}`, { recursive: true });

  // A file read beside a module that is not in ASSETS would be missing only at run time: refuse the build.
  const bundle = ['main.js', 'prepare-data.js']
    .map((file) => readFileSync(`${outDir}/${file}`, 'utf8'))
    .join('\n');
  for (const [, relative] of bundle.matchAll(/new URL\("\.\/([^"]+)", import\.meta\.url\)/g)) {
    if (!existsSync(`${outDir}/${relative}`))
      throw new Error(`the server reads ./${relative} beside its module: add it to ASSETS in build.mjs`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
