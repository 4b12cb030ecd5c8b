import { buildHashChain, CRASH_SCHEMES, crashPointHundredths } from '@casino/game-math';
import { describe, expect, it } from 'vitest';

import { UnknownSchemeError, verifyRound } from './verify-round';

const chain = buildHashChain('ab'.repeat(32), 50);
const terminatingHash = chain[49] ?? '';

describe('the round verifier', () => {
  it('recomputes the crash point and finds the terminating hash, yielding between slices', async () => {
    const hash = chain[10] ?? '';
    const progress: number[] = [];
    const verdict = await verifyRound({
      hash,
      salt: 'salt-1',
      scheme: CRASH_SCHEMES.BUSTABIT_V2,
      terminatingHash,
      rtpBasisPoints: 9_700,
      maxSteps: 1_000,
      chunk: 10,
      onProgress: (steps) => progress.push(steps),
    });
    expect(verdict).toEqual({
      crashPoint: crashPointHundredths(hash, 'salt-1', 9_700, CRASH_SCHEMES.BUSTABIT_V2) / 100,
      steps: 39,
    });
    expect(progress).toEqual([10, 20, 30]);
  });

  it('recomputes each round under its chain’s scheme, and refuses a scheme it does not know', async () => {
    // bustabit/verifier f45fc0c, gameResult(utf8ToBytes(salt), hash bytes): 6.89x at its 99 %.
    const input = {
      hash: 'c7ec83a25ab887341918c74880aae5d3681382a21b03cc6e175a4ffac66f47fe',
      salt: '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be',
      terminatingHash,
      rtpBasisPoints: 9_900,
      maxSteps: 0,
    };
    expect((await verifyRound({ ...input, scheme: CRASH_SCHEMES.BUSTABIT_V2 })).crashPoint).toBe(6.89);
    expect((await verifyRound({ ...input, scheme: CRASH_SCHEMES.HASH_KEYED })).crashPoint).toBe(
      crashPointHundredths(input.hash, input.salt, 9_900, CRASH_SCHEMES.HASH_KEYED) / 100,
    );
    await expect(verifyRound({ ...input, scheme: 7 })).rejects.toBeInstanceOf(UnknownSchemeError);
  });

  it('says so when a hash does not lead to the terminating hash within the limit', async () => {
    const forged = 'cd'.repeat(32);
    expect(
      (
        await verifyRound({
          hash: forged,
          salt: 's',
          scheme: 2,
          terminatingHash,
          rtpBasisPoints: 9_700,
          maxSteps: 100,
        })
      ).steps,
    ).toBeNull();
    expect(
      (
        await verifyRound({
          hash: chain[0] ?? '',
          salt: 's',
          scheme: 2,
          terminatingHash,
          rtpBasisPoints: 9_700,
          maxSteps: 20,
        })
      ).steps,
    ).toBeNull();
  });
});
