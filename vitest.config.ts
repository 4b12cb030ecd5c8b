import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here: one worker each keeps PGlite instances from starving each other.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'game-math', include: ['packages/game-math/src/**/*.test.ts'] } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
      { test: { name: 'lint-rules', include: ['eslint-rules/**/*.test.ts'] } },
    ],
  },
});
