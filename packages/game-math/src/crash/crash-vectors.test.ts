import { describe, expect, it } from 'vitest';

import { buildHashChain, CRASH_SCHEMES, crashPointHundredths } from './crash.ts';

/**
 * Known answers from bustabit's published verifier, bustabit/verifier at commit
 * f45fc0cd95f626ac435c8121d413056b57eb2acf: its `gameResult(utf8ToBytes(salt), hashBytes)` from
 * src/utils/math.ts (with @noble/hashes 1.3.3, as its lock file pins), run on each hash of the chain the
 * way src/verifier.worker.ts walks the current chain (the next hash = SHA-256 of the hash's bytes).
 * bustabit plays at 99 %, so our crash point at RTP 9 900 must equal its result exactly.
 */
const BUSTABIT_VECTORS = [
  {
    // bustabit's own current salt (a Bitcoin block hash) and terminating hash, from its src/constants.ts.
    salt: '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be',
    start: '567a98370fb7545137ddb53687723cf0b8a1f5e93b1f76f4a1da29416930fa59',
    results: [
      ['567a98370fb7545137ddb53687723cf0b8a1f5e93b1f76f4a1da29416930fa59', 1.02],
      ['c7ec83a25ab887341918c74880aae5d3681382a21b03cc6e175a4ffac66f47fe', 6.89],
      ['cf4a3d955690f57ae3cb312b660478c7b8c4fb254abde8fa8a678c2045943ad2', 5.75],
      ['50a1320b0ce8e2e31de83f66b6d4606f234b3c838fe33c715da300399f98be2a', 1.11],
      ['81dc9291277767bbbf2cfebbda576a7f62285f4539eccc82e2aa659f61ba4532', 1.94],
      ['88dd8795f919763e647d150c9b32a6a9e262e168343808d731f4ff1330bf97dc', 1.24],
    ],
  },
  {
    salt: 'public-salt',
    start: 'a1'.repeat(32),
    results: [
      ['a1'.repeat(32), 1.91],
      ['52fe6094743bfd4f9be4321d98adc7e23c1ab622b0ba830e271d1ee1cbfd7850', 1.56],
      ['a82034b8a79626597f2609213f76ae87d25cfbb884b3c68472035a700d773aa0', 1.34],
      ['71f83760695e7151f22441c3a2746350c9292895383e0113a7b25b12716823c1', 3.44],
    ],
  },
] as const;

describe('crash against bustabit’s published verifier', () => {
  it('walks the chain and busts where bustabit/verifier does, at RTP 99 % under scheme 2', () => {
    for (const { salt, start, results } of BUSTABIT_VECTORS) {
      const chain = buildHashChain(start, results.length);
      results.forEach(([hash, bust], index) => {
        expect(chain[index]).toBe(hash);
        expect(crashPointHundredths(hash, salt, 9_900, CRASH_SCHEMES.BUSTABIT_V2)).toBe(
          Math.round(bust * 100),
        );
      });
    }
  });

  it('does not match it under the legacy scheme, which is why scheme 1 is kept only for old rounds', () => {
    const [hash, bust] = BUSTABIT_VECTORS[0].results[1];
    const legacy = crashPointHundredths(hash, BUSTABIT_VECTORS[0].salt, 9_900, CRASH_SCHEMES.HASH_KEYED);
    expect(legacy).not.toBe(Math.round(bust * 100));
  });
});
