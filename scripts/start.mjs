// `npm start`: builds what changed, then runs the compiled server (one process: API, realtime, web app, back office).
// While the web app builds, a new embedded data directory is made ready from the migrated template.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { buildChanged } from './build.mjs';

const dist = (file) => fileURLToPath(new URL(`../apps/server/dist/${file}`, import.meta.url));

function run(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [dist(script)], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

const web = buildChanged({ only: 'web app' });
const backOffice = buildChanged({ only: 'back office' });
await buildChanged({ only: 'server' });
await Promise.all([web, backOffice, run('prepare-data.js')]);

const server = spawn(process.execPath, ['--enable-source-maps', dist('main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
