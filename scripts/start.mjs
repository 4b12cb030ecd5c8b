// `npm start`: builds what changed, then runs the compiled server (one process: API, realtime, web app).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { buildChanged } from './build.mjs';

await buildChanged();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url))],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
