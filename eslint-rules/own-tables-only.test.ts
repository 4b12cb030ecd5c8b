import { fileURLToPath } from 'node:url';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';

import rule from './own-tables-only.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** A file of the notices module: the rule reads the real modules' table files to know who owns what. */
const filename = fileURLToPath(
  new URL('../apps/server/src/modules/notices/notices.example.ts', import.meta.url),
);

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('own-tables-only', rule, {
  valid: [
    {
      name: 'a module writes its own table',
      filename,
      code: `import { notices } from './notices.tables.ts';
             await tx.insert(notices).values({});`,
    },
    {
      name: 'another module’s table may be read',
      filename,
      code: `import { users } from '../user/index.ts';
             await tx.select().from(users);
             await run(tx, statement('x', 'SELECT id FROM users WHERE id = $1'), [1]);`,
    },
    {
      name: 'a file outside the modules is not judged',
      filename: fileURLToPath(new URL('../apps/server/src/seed.ts', import.meta.url)),
      code: `import { users } from './modules/user/index.ts';
             await tx.update(users).set({});`,
    },
  ],
  invalid: [
    {
      name: 'a query-builder write of another module’s table',
      filename,
      code: `import { users } from '../user/index.ts';
             await tx.update(users).set({ noticeUpdateTime: 1 });`,
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      name: 'SQL text that writes another module’s table',
      filename,
      code: 'const q = statement("x", `UPDATE users SET vip_level = $2 WHERE id = $1`);',
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      name: 'an insert into another module’s table in a plain string',
      filename,
      code: `const q = 'INSERT INTO audit_log (action) VALUES ($1)';`,
      errors: [{ messageId: 'foreignWrite' }],
    },
  ],
});
