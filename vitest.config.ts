import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'game-math', include: ['packages/game-math/src/**/*.test.ts'] } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
