import { describe, expect, it } from 'vitest';

import { landingRotation, segmentAtPointer, segmentPath, SPIN_TURNS } from './wheel-geometry';

describe('the wheel’s geometry', () => {
  it('turns forward at least the full turns and stops with the drawn segment under the pointer', () => {
    for (const count of [2, 3, 7, 8, 24]) {
      let rotation = 0;
      for (let index = 0; index < count; index++) {
        const next = landingRotation(rotation, index, count);
        expect(next).toBeGreaterThanOrEqual(rotation + SPIN_TURNS * 360);
        expect(next).toBeLessThan(rotation + (SPIN_TURNS + 1) * 360);
        expect(segmentAtPointer(next, count)).toBe(index);
        rotation = next;
      }
    }
  });

  it('draws segment 0 from 12 o’clock clockwise', () => {
    expect(segmentPath(0, 4, 100)).toBe('M0 0L0 -100A100 100 0 0 1 100 0Z');
  });
});
