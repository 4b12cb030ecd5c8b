// casino/own-tables-only: a server module writes only the tables it declares.
//
// Why (issue 32): `users` was written by seven modules; a change of who may write a player's data meant
// reading all of them. A module declares its tables in `modules/<name>/<name>.tables.ts`; another module
// that needs them changed calls the owner's public function (its index.ts).
//
// What it reports, in a file of `apps/server/src/modules/<name>/`:
//  (a) a query-builder write, `x.insert(T)`, `x.update(T)` or `x.delete(T)`, whose table `T` is imported
//      from outside the module;
//  (b) SQL text (a string or template literal) with `INSERT INTO t`, `UPDATE t`, `DELETE FROM t` or
//      `MERGE INTO t` where `t` is a table another module declares (the table map is read from every
//      module's `*.tables.ts`: `pgTable('name', …)`).
// Reads are left alone: a report reads what it reports on.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const MODULE_FILE = /[/\\]apps[/\\]server[/\\]src[/\\]modules[/\\]([^/\\]+)[/\\]/;

/** table name → owning module, read once per modules folder. */
const tableMaps = new Map();

function tablesOf(modulesDir) {
  let map = tableMaps.get(modulesDir);
  if (map) return map;
  map = new Map();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(modulesDir, entry.name);
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.tables.ts')) continue;
      const text = readFileSync(path.join(folder, file), 'utf8');
      for (const match of text.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) map.set(match[1], entry.name);
    }
  }
  tableMaps.set(modulesDir, map);
  return map;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A server module writes only the tables declared in its own *.tables.ts.' },
    schema: [],
    messages: {
      foreignWrite:
        "'{{table}}' belongs to module {{owner}}: call a function its index.ts exports instead of writing it from {{module}}.",
    },
  },
  create(context) {
    const filename = context.filename;
    const found = MODULE_FILE.exec(filename);
    if (!found) return {};
    const moduleName = found[1];
    const modulesDir = filename.slice(0, found.index + found[0].length - moduleName.length - 1);
    const moduleDir = path.join(modulesDir, moduleName);
    const tables = tablesOf(modulesDir);
    /** Local names bound to imports from outside the module. */
    const foreign = new Map();

    const checkSql = (node, text) => {
      for (const match of text.matchAll(SQL_WRITE)) {
        const owner = tables.get(match[1].toLowerCase());
        if (owner && owner !== moduleName) {
          context.report({
            node,
            messageId: 'foreignWrite',
            data: { table: match[1], owner, module: moduleName },
          });
        }
      }
    };

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(filename), source);
        if (target.startsWith(moduleDir + path.sep)) return;
        const owner = MODULE_FILE.exec(target)?.[1] ?? 'outside the modules';
        for (const specifier of node.specifiers) foreign.set(specifier.local.name, owner);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITE_METHODS.has(callee.property.name)) return;
        const [table] = node.arguments;
        if (table?.type !== 'Identifier' || !foreign.has(table.name)) return;
        context.report({
          node,
          messageId: 'foreignWrite',
          data: { table: table.name, owner: foreign.get(table.name), module: moduleName },
        });
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
      TemplateLiteral(node) {
        checkSql(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? '));
      },
    };
  },
};
