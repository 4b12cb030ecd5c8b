import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { DEMO_DESIGN } from '../src/modules/design/index.ts';

const dir = fileURLToPath(new URL('../src/modules/i18n/packs', import.meta.url));
/** The packs of the lobby and the shell; the game packs belong to the games. */
const PARTS = ['lobby', 'ui', 'wallet', 'notices', 'errors'];
const pack = (part: string, language: string) =>
  JSON.parse(readFileSync(`${dir}/${part}.${language}.json`, 'utf8')) as Record<string, string>;

/** Claims the site cannot keep: games that are already open said to open "soon", sign-in 2FA nobody can set up. */
const FALSE_CLAIMS = [
  /first games/i,
  /opening (in the lobby )?soon/i,
  /very soon/i,
  /when the games open/i,
  /two-factor sign-in/i,
  /primeiros jogos/i,
  /quando os jogos abrirem/i,
  /muito em breve/i,
  /permainan pertama/i,
  /saat permainan dibuka/i,
  /provavelmente justo/i,
];

describe('lobby copy', () => {
  it.each(['en', 'pt', 'id'])('makes no stale or false claim in %s', (language) => {
    for (const part of PARTS) {
      for (const [key, text] of Object.entries(pack(part, language))) {
        for (const claim of FALSE_CLAIMS) expect(text, `${part}.${language}: ${key}`).not.toMatch(claim);
      }
    }
  });

  it('calls provably fair "Comprovadamente justo" in pt and "Terbukti adil" in id', () => {
    for (const key of ['TRUST_FAIR_TITLE', 'FOOTER_FAIRNESS']) {
      expect(pack('lobby', 'pt')[key]).toBe('Comprovadamente justo');
      expect(pack('lobby', 'id')[key]).toBe('Terbukti adil');
    }
  });

  it('lists no payment method of its own in the demo design: they come from the recharge channels', () => {
    const design = JSON.stringify(DEMO_DESIGN);
    for (const method of ['Visa', 'Mastercard', 'Boleto', 'USDT']) expect(design).not.toContain(method);
  });

  it('offers the demo design\'s "create account" items to visitors only', () => {
    const items = [
      ...DEMO_DESIGN.pages.flatMap((page) => page.items.map((item) => item.data)),
      ...DEMO_DESIGN.articles,
    ];
    const registering = JSON.stringify(items).match(/\{[^{}]*"#register"[^{}]*\}/g) ?? [];
    expect(registering.length).toBeGreaterThan(0);
    for (const entry of registering) expect(entry).toContain('"audience":"visitors"');
  });
});
