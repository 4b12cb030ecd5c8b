import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openPglite } from './client.ts';

const root = mkdtempSync(join(tmpdir(), 'pglite-template-test-'));
const templates = () => readdirSync(tmpdir()).filter((name) => name.startsWith('casino-pglite-template-'));

describe('a new embedded database from the migrated template', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('starts migrated and empty, keeps its own rows, and leaves an existing database alone', async () => {
    const first = await openPglite(join(root, 'a'), { fromTemplate: true });
    opened.push(first);
    expect(templates().length).toBeGreaterThan(0);
    expect(existsSync(join(root, 'a', 'PG_VERSION'))).toBe(true);
    const { rows } = (await first.db.execute(sql`SELECT count(*)::int AS count FROM users`)) as unknown as {
      rows: { count: number }[];
    };
    expect(rows[0]?.count).toBe(0);
    await first.db.execute(sql`CREATE TABLE own_marker (id int)`);
    await first.close();
    opened.pop();

    // A second directory is another copy: it does not see the first one's table.
    const second = await openPglite(join(root, 'b'), { fromTemplate: true });
    opened.push(second);
    await expect(second.db.execute(sql`SELECT * FROM own_marker`)).rejects.toThrow();

    // Reopening the first keeps what it wrote.
    const again = await openPglite(join(root, 'a'), { fromTemplate: true });
    opened.push(again);
    await expect(again.db.execute(sql`SELECT * FROM own_marker`)).resolves.toBeDefined();
  });
});

describe('a new in-memory database from the migrated copy the process keeps', () => {
  it('starts migrated and empty, and does not see what another one wrote', async () => {
    const first = await openPglite('memory://');
    const second = await openPglite('memory://');
    try {
      await first.db.execute(sql`CREATE TABLE own_marker (id int)`);
      const { rows } = (await second.db.execute(
        sql`SELECT count(*)::int AS count FROM users`,
      )) as unknown as { rows: { count: number }[] };
      expect(rows[0]?.count).toBe(0);
      await expect(second.db.execute(sql`SELECT * FROM own_marker`)).rejects.toThrow();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
