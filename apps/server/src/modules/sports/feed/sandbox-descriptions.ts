import { XMLBuilder } from 'fast-xml-parser';

import type { UofDescriptionSource } from '../uof/description-source.ts';

/**
 * The sandbox provider's market descriptions, in UOF's `markets.xml` format and in each language the site
 * speaks: what a real provider serves at `/descriptions/{lang}/markets.xml`, for the markets the sandbox offers
 * (sandbox-markets.ts). Our own words, with UOF's templates (`{total}`, `{+hcp}`, `{$competitor1}`) and groups,
 * so the book names the sandbox's markets exactly as it names a real provider's.
 */

interface SandboxDescription {
  id: number;
  groups: string;
  specifiers?: { name: string; type: string }[];
  /** The market's name template per language. */
  name: Readonly<Record<SandboxLanguage, string>>;
  /** Outcome id → name template per language. */
  outcomes: Readonly<Record<string, Readonly<Record<SandboxLanguage, string>>>>;
}

export const SANDBOX_DESCRIPTION_LANGUAGES = ['en', 'pt', 'id'] as const;
export type SandboxLanguage = (typeof SANDBOX_DESCRIPTION_LANGUAGES)[number];

const HOME = { en: '{$competitor1}', pt: '{$competitor1}', id: '{$competitor1}' };
const AWAY = { en: '{$competitor2}', pt: '{$competitor2}', id: '{$competitor2}' };
const OVER = { en: 'Over {total}', pt: 'Mais de {total}', id: 'Lebih dari {total}' };
const UNDER = { en: 'Under {total}', pt: 'Menos de {total}', id: 'Kurang dari {total}' };
const HOME_HCP = {
  en: '{$competitor1} ({+hcp})',
  pt: '{$competitor1} ({+hcp})',
  id: '{$competitor1} ({+hcp})',
};
const AWAY_HCP = {
  en: '{$competitor2} ({-hcp})',
  pt: '{$competitor2} ({-hcp})',
  id: '{$competitor2} ({-hcp})',
};
const TOTAL = [{ name: 'total', type: 'decimal' }];
const OVERTIME: Readonly<Record<SandboxLanguage, string>> = {
  en: 'incl. overtime',
  pt: 'incl. prorrogação',
  id: 'termasuk perpanjangan waktu',
};
/** A basketball market's name that counts overtime: "Winner (incl. overtime)". */
const inclOvertime = (name: Readonly<Record<SandboxLanguage, string>>) => ({
  en: `${name.en} (${OVERTIME.en})`,
  pt: `${name.pt} (${OVERTIME.pt})`,
  id: `${name.id} (${OVERTIME.id})`,
});
const HCP = [{ name: 'hcp', type: 'decimal' }];

const DESCRIPTIONS: readonly SandboxDescription[] = [
  {
    id: 1,
    groups: 'all|score|regular_play',
    name: { en: 'Match result', pt: 'Resultado final', id: 'Hasil pertandingan' },
    outcomes: { '1': HOME, '2': { en: 'Draw', pt: 'Empate', id: 'Seri' }, '3': AWAY },
  },
  {
    id: 10,
    groups: 'all|score|regular_play',
    name: { en: 'Double chance', pt: 'Dupla chance', id: 'Peluang ganda' },
    outcomes: {
      '9': { en: '{$competitor1} or draw', pt: '{$competitor1} ou empate', id: '{$competitor1} atau seri' },
      '10': {
        en: '{$competitor1} or {$competitor2}',
        pt: '{$competitor1} ou {$competitor2}',
        id: '{$competitor1} atau {$competitor2}',
      },
      '11': { en: 'Draw or {$competitor2}', pt: 'Empate ou {$competitor2}', id: 'Seri atau {$competitor2}' },
    },
  },
  {
    id: 16,
    groups: 'all|score|regular_play',
    specifiers: HCP,
    name: { en: 'Handicap {+hcp}', pt: 'Handicap {+hcp}', id: 'Handicap {+hcp}' },
    outcomes: { '1714': HOME_HCP, '1715': AWAY_HCP },
  },
  {
    id: 18,
    groups: 'all|score|regular_play',
    specifiers: TOTAL,
    name: { en: 'Total goals {total}', pt: 'Total de gols {total}', id: 'Total gol {total}' },
    outcomes: { '12': OVER, '13': UNDER },
  },
  {
    id: 29,
    groups: 'all|score|regular_play',
    name: { en: 'Both teams to score', pt: 'Ambas marcam', id: 'Kedua tim mencetak gol' },
    outcomes: { '74': { en: 'Yes', pt: 'Sim', id: 'Ya' }, '76': { en: 'No', pt: 'Não', id: 'Tidak' } },
  },
  {
    id: 186,
    groups: 'all|score',
    name: { en: 'Winner', pt: 'Vencedor', id: 'Pemenang' },
    outcomes: { '4': HOME, '5': AWAY },
  },
  {
    id: 188,
    groups: 'all|score',
    specifiers: HCP,
    name: { en: 'Set handicap {+hcp}', pt: 'Handicap de sets {+hcp}', id: 'Handicap set {+hcp}' },
    outcomes: { '1714': HOME_HCP, '1715': AWAY_HCP },
  },
  {
    id: 219,
    groups: 'all|score|incl_ot',
    name: inclOvertime({ en: 'Winner', pt: 'Vencedor', id: 'Pemenang' }),
    outcomes: { '4': HOME, '5': AWAY },
  },
  {
    id: 223,
    groups: 'all|score|incl_ot',
    specifiers: HCP,
    name: inclOvertime({ en: 'Handicap {+hcp}', pt: 'Handicap {+hcp}', id: 'Handicap {+hcp}' }),
    outcomes: { '1714': HOME_HCP, '1715': AWAY_HCP },
  },
  {
    id: 225,
    groups: 'all|score|incl_ot',
    specifiers: TOTAL,
    name: inclOvertime({
      en: 'Total points {total}',
      pt: 'Total de pontos {total}',
      id: 'Total poin {total}',
    }),
    outcomes: { '12': OVER, '13': UNDER },
  },
];

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

/** The sandbox's `markets.xml` in a language (English for a language it has no words in). */
export function sandboxMarketsXml(lang: string): string {
  const language = (SANDBOX_DESCRIPTION_LANGUAGES as readonly string[]).includes(lang)
    ? (lang as SandboxLanguage)
    : 'en';
  const market = DESCRIPTIONS.map((description) => ({
    '@_id': String(description.id),
    '@_name': description.name[language],
    '@_groups': description.groups,
    outcomes: {
      outcome: Object.entries(description.outcomes).map(([id, name]) => ({
        '@_id': id,
        '@_name': name[language],
      })),
    },
    ...(description.specifiers
      ? {
          specifiers: {
            specifier: description.specifiers.map((specifier) => ({
              '@_name': specifier.name,
              '@_type': specifier.type,
            })),
          },
        }
      : {}),
  }));
  const body = builder.build({ market_descriptions: { '@_response_code': 'OK', market } }) as string;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`;
}

/** The sandbox's `variants.xml`: it offers no variant markets. */
export function sandboxVariantsXml(): string {
  return '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><variant_descriptions response_code="OK"/>';
}

/** The sandbox provider answering the descriptions calls of the REST API. */
export const SANDBOX_DESCRIPTION_SOURCE: UofDescriptionSource = {
  marketsXml: (lang) => Promise.resolve(sandboxMarketsXml(lang)),
  variantsXml: () => Promise.resolve(sandboxVariantsXml()),
};
