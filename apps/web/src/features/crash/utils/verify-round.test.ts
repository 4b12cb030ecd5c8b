import { buildHashChain, crashPointHundredths } from '@casino/game-math';
import { describe, expect, it } from 'vitest';

import { verifyRound } from './verify-round';

const chain = buildHashChain('ab'.repeat(32), 50);
const terminatingHash = chain[49] ?? '';

describe('the round verifier', () => {
  it('recomputes the crash point and finds the terminating hash, yielding between slices', async () => {
    const hash = chain[10] ?? '';
    const progress: number[] = [];
    const verdict = await verifyRound({
      hash,
      salt: 'salt-1',
      terminatingHash,
      rtpBasisPoints: 9_700,
      maxSteps: 1_000,
      chunk: 10,
      onProgress: (steps) => progress.push(steps),
    });
    expect(verdict).toEqual({ crashPoint: crashPointHundredths(hash, 'salt-1', 9_700) / 100, steps: 39 });
    expect(progress).toEqual([10, 20, 30]);
  });

  it('says so when a hash does not lead to the terminating hash within the limit', async () => {
    const forged = 'cd'.repeat(32);
    expect(
      (await verifyRound({ hash: forged, salt: 's', terminatingHash, rtpBasisPoints: 9_700, maxSteps: 100 }))
        .steps,
    ).toBeNull();
    expect(
      (
        await verifyRound({
          hash: chain[0] ?? '',
          salt: 's',
          terminatingHash,
          rtpBasisPoints: 9_700,
          maxSteps: 20,
        })
      ).steps,
    ).toBeNull();
  });
});
