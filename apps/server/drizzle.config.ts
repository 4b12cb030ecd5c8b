import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares its own tables beside its repo (a table is written only by its module).
  schema: './src/modules/*/*.tables.ts',
  out: './src/db/migrations',
});
