import type { Plugin } from 'vite';

/** A top-level `const name =` (exported or not) whose value starts with a call or a member chain: a schema. */
const DECLARATION = /^((?:export )?const [A-Za-z_$][\w$]*(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*\s*[.(])/gm;

/**
 * Marks the contracts' top-level declarations (the zod schemas: `z.object(…)`, `base.extend(…)`) as pure,
 * so that the bundler drops each schema no code of a chunk uses. Without it, a module the first page needs
 * for one constant would bring every schema it declares, and with them the whole validator, because the
 * bundler cannot know that building a schema has no side effect. A schema that is used is built as before.
 */
export function pureContracts(): Plugin {
  return {
    name: 'pure-contracts',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id) || id.endsWith('.test.ts'))
        return null;
      return { code: code.replace(DECLARATION, '$1/* @__PURE__ */ '), map: null };
    },
  };
}
