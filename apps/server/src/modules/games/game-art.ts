import { createHash } from 'node:crypto';

import { CATALOGUE_GAMES } from './game-catalogue.ts';

/**
 * The lobby's game art: our own SVG, drawn here so every tile is a few hundred bytes and scales to any
 * screen. Each game has a two-colour gradient and a pictogram on a 300×300 canvas. A game nobody has
 * drawn yet (a new single-player game is only its engine, board and texts) gets a generated tile: a
 * gradient chosen from its id and its initial.
 */
interface Art {
  from: string;
  to: string;
  glyph: string;
}

const W = 'fill="#fff"';
const LINE = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

const ART: Record<string, Art> = {
  crash: {
    from: '#ff5f6d',
    to: '#7b1fa2',
    glyph: `<path d="M50 240 C130 235 190 190 235 80" ${LINE} stroke-width="14"/><circle cx="238" cy="74" r="20" ${W}/><path d="M50 250 H250 M50 250 V60" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,
  },
  aviator: {
    from: '#e53935',
    to: '#2b0a3d',
    glyph: `<path d="M40 235 C120 230 170 190 205 120" ${LINE} stroke-width="10" stroke-dasharray="2 18"/><path ${W} d="M160 118 l86-38 c14-6 26 6 18 18 l-46 56 8 40-16 8-22-36-34 10-4 20-14 4 2-34-26-18 10-10 28 8z"/>`,
  },
  mines: {
    from: '#00b09b',
    to: '#0b3d4f',
    glyph: `<g fill="#fff" fill-opacity=".22">${[0, 1, 2]
      .flatMap((r) =>
        [0, 1, 2].map((c) => `<rect x="${62 + c * 62}" y="${62 + r * 62}" width="52" height="52" rx="10"/>`),
      )
      .join(
        '',
      )}</g><path d="M150 96 l24 22-24 36-24-36z" ${W}/><circle cx="212" cy="212" r="18" fill="#1b1b1b"/><path d="M222 196 l10-12" stroke="#ffd54f" stroke-width="6" stroke-linecap="round"/>`,
  },
  tower: {
    from: '#f7971e',
    to: '#6a2c00',
    glyph: `<g ${W}><rect x="95" y="210" width="110" height="38" rx="6"/><rect x="108" y="166" width="84" height="38" rx="6" fill-opacity=".85"/><rect x="120" y="122" width="60" height="38" rx="6" fill-opacity=".7"/><path d="M150 52 l28 62h-56z" fill-opacity=".95"/></g>`,
  },
  stair: {
    from: '#43cea2',
    to: '#185a9d',
    glyph: `<path d="M50 250 H100 V205 H145 V160 H190 V115 H235 V70 H260" ${LINE} stroke-width="14"/><circle cx="235" cy="46" r="14" ${W}/>`,
  },
  football: {
    from: '#11998e',
    to: '#0a3d1f',
    glyph: `<circle cx="150" cy="150" r="78" ${W}/><path d="M150 112 l36 26-14 42h-44l-14-42z" fill="#1b1b1b"/><path d="M150 72v40M186 138l66-20M172 180l36 54M128 180l-36 54M114 138l-66-20" stroke="#1b1b1b" stroke-width="6"/>`,
  },
  kangaroo: {
    from: '#f2994a',
    to: '#8e2d0a',
    glyph: `<path d="M40 240 q45-90 90 0 q45-90 90 0" ${LINE} stroke-width="8" stroke-dasharray="4 14" stroke-opacity=".6"/><path ${W} d="M196 86c14-4 26 6 24 18l-8 8c10 12 12 34 2 52l20 42h22v12h-44l-18-38c-20 14-48 20-72 10l-30 34-10-8 26-40c-6-18 4-40 24-52 20-12 40-10 52-2z"/>`,
  },
  thimbles: {
    from: '#8e2de2',
    to: '#2a0845',
    glyph: `<g ${W}>${[70, 150, 230]
      .map((x) => `<path d="M${x - 34} 200 l12-86 q22-16 44 0 l12 86z"/>`)
      .join(
        '',
      )}</g><circle cx="150" cy="236" r="16" fill="#ffd54f"/><path d="M40 214 H260" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,
  },
  scratch: {
    from: '#fc5c7d',
    to: '#6a82fb',
    glyph: `<rect x="46" y="82" width="208" height="136" rx="16" ${W}/><rect x="70" y="106" width="160" height="88" rx="10" fill="#c9ccd6"/><path d="M84 170 q30-40 60 0 t60 0" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/><circle cx="226" cy="210" r="30" fill="#ffd54f" stroke="#b8860b" stroke-width="6"/>`,
  },
  lottery: {
    from: '#f12711',
    to: '#f5af19',
    glyph: `${[
      [110, 120, '#ffffff', '7'],
      [190, 120, '#ffe082', '3'],
      [150, 190, '#ffffff', '9'],
    ]
      .map(
        ([x, y, fill, n]) =>
          `<circle cx="${x}" cy="${y}" r="40" fill="${fill}"/><text x="${x}" y="${Number(y) + 15}" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="42" fill="#b71c1c">${n}</text>`,
      )
      .join('')}`,
  },
  sports: {
    from: '#2193b0',
    to: '#0f2b46',
    glyph: `<rect x="40" y="80" width="220" height="140" rx="10" ${LINE} stroke-width="6"/><path d="M150 80v140" ${LINE} stroke-width="6"/><circle cx="150" cy="150" r="28" ${LINE} stroke-width="6"/><path d="M40 118h28v64H40M260 118h-28v64h28" ${LINE} stroke-width="6"/>`,
  },
};

/** Category icons, one small glyph each, same canvas. */
const CATEGORY_GLYPH: Record<string, string> = {
  crash: ART.crash?.glyph ?? '',
  originals: `<path d="M150 60 l90 50v80l-90 50-90-50v-80z" ${LINE} stroke-width="16"/><circle cx="150" cy="150" r="26" ${W}/>`,
  lottery: `<circle cx="150" cy="150" r="86" ${LINE} stroke-width="16"/><text x="150" y="178" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="84" fill="#fff">7</text>`,
  sports: ART.sports?.glyph ?? '',
  all: `<g ${W}><rect x="60" y="60" width="80" height="80" rx="16"/><rect x="160" y="60" width="80" height="80" rx="16"/><rect x="60" y="160" width="80" height="80" rx="16"/><rect x="160" y="160" width="80" height="80" rx="16"/></g>`,
};

/** The cdnimg path of a game's tile. */
export const gameArtPath = (gameId: string) => `/static/cdnimg/v2/game-${gameId}.svg`;
/** The cdnimg path of a category icon. */
export const categoryIconPath = (type: string) => `/static/cdnimg/v2/category-${type.toLowerCase()}.svg`;

/**
 * The tile of a game without drawn art: a gradient whose hue comes from the id's hash (the same id always
 * gets the same colours, neighbours in the lobby rarely match) and the id's initial.
 */
export function generatedArt(gameId: string): Art {
  const hue = createHash('sha256').update(gameId).digest().readUInt16BE(0) % 360;
  return {
    from: `hsl(${hue}, 70%, 52%)`,
    to: `hsl(${(hue + 40) % 360}, 65%, 20%)`,
    glyph: `<text x="150" y="190" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="120" ${W}>${gameId.charAt(0).toUpperCase()}</text>`,
  };
}

/** Every game the catalogue can hold: a tile for an id outside it is a 404, not a generated picture. */
const CATALOGUE_IDS = new Set(CATALOGUE_GAMES.map((game) => game.id));

/** The SVG of image `name` (a catalogue game-<id>, drawn or generated; a known category-<type>), else undefined. */
export function renderArt(name: string): string | undefined {
  const game = /^game-([a-z0-9][a-z0-9_-]{0,31})$/.exec(name)?.[1];
  if (game) {
    const art = ART[game] ?? (CATALOGUE_IDS.has(game) ? generatedArt(game) : undefined);
    if (!art) return undefined;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs><rect width="300" height="300" fill="url(#g)"/><circle cx="250" cy="40" r="90" fill="#fff" fill-opacity=".08"/>${art.glyph}</svg>`;
  }
  const category = /^category-([a-z]+)$/.exec(name)?.[1];
  const glyph = category ? CATEGORY_GLYPH[category] : undefined;
  if (!glyph) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">${glyph}</svg>`;
}
