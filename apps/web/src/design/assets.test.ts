import { describe, expect, it } from 'vitest';

import { resolveAsset } from './assets';

describe('resolveAsset', () => {
  const mappings = { 'logo.svg': 'brand-7', banner: 'promo-2', 'x.png': '' };

  it('maps a known asset name to its resource address with the name’s extension', () => {
    expect(resolveAsset('logo.svg', mappings)).toBe('/api/static/resources/brand-7.svg');
    expect(resolveAsset('banner', mappings)).toBe('/api/static/resources/promo-2');
  });

  it('leaves addresses, unknown names and empty mappings alone', () => {
    expect(resolveAsset('https://cdn.test/a.png', mappings)).toBe('https://cdn.test/a.png');
    expect(resolveAsset('/static/cdnimg/v2/game-mines.svg', mappings)).toBe(
      '/static/cdnimg/v2/game-mines.svg',
    );
    expect(resolveAsset('toString', mappings)).toBe('toString');
    expect(resolveAsset('x.png', mappings)).toBe('x.png');
    expect(resolveAsset('', mappings)).toBe('');
  });
});
