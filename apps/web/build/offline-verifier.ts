import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Where the site serves it: `OFFLINE_VERIFIER_FILE` of @casino/contracts (the server and the fairness page
 * read it there). Spelled again here because Node 20 loads this config without a TypeScript loader for the
 * workspace packages; verifier/verifier-file.test.ts keeps the two equal.
 */
export const OFFLINE_VERIFIER_FILE = 'fairness-verifier.html';

/**
 * The standalone offline verifier (issue 34): `verifier/main.ts` bundled with the maths it checks
 * (@casino/game-math, the beacon's BLS code, the proof schema) into one script, put inline into
 * `verifier/verifier.html` with its texts, and written as OFFLINE_VERIFIER_FILE beside the site. A player
 * downloads that one file and opens it with no network: it loads nothing, and its CSP forbids loading.
 */

const verifierDir = fileURLToPath(new URL('../verifier/', import.meta.url));
const packsDir = fileURLToPath(new URL('../../server/src/modules/i18n/packs/', import.meta.url));
const LANGUAGES = ['en', 'pt', 'id'] as const;

/** The `verifier` language pack of each language, as the page's texts. */
function verifierTexts(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(`${packsDir}verifier.${language}.json`, 'utf8')) as Record<string, string>,
    ]),
  );
}

/** The whole verifier page: the template with its script inline. */
export async function buildVerifierHtml(): Promise<string> {
  const bundled = await build({
    entryPoints: [`${verifierDir}main.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'inline',
    define: { __VERIFIER_TEXTS__: JSON.stringify(verifierTexts()) },
  });
  const script = (bundled.outputFiles[0]?.text ?? '').replaceAll('</script', '<\\/script');
  const template = readFileSync(`${verifierDir}verifier.html`, 'utf8');
  // A function replacement: `$` sequences in the minified script must be kept as they are.
  return template.replace('/*VERIFIER_SCRIPT*/', () => script);
}

/** Emits the verifier with the build, and serves it from the dev server. */
export function offlineVerifier(): Plugin {
  return {
    name: 'offline-verifier',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_VERIFIER_FILE, source: await buildVerifierHtml() });
    },
    configureServer(server) {
      server.middlewares.use(`/${OFFLINE_VERIFIER_FILE}`, (_request, response, next) => {
        buildVerifierHtml().then((html) => {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        }, next);
      });
    },
  };
}
