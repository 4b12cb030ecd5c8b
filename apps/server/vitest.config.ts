import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Files share their worker's loaded modules (each test file still builds its own app on its own
    // database): importing the server afresh for each of ~110 files cost more than running them, and a
    // worker keeps one migrated in-memory database to copy (db/pglite-template.ts). The server's module
    // state is only such memos (a decoy hash, date formatters); everything else lives in each app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
