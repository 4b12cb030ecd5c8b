import { describe, expect, it } from 'vitest';

import { newRequestId } from './request-id';

describe('request ids', () => {
  it('fit the idempotency key rule, carry their prefix and differ each time', () => {
    const first = newRequestId('w');
    expect(first).toMatch(/^w-[A-Za-z0-9_-]{6,62}$/);
    expect(newRequestId('w')).not.toBe(first);
  });
});
