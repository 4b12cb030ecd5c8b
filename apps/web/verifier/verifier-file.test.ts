// @vitest-environment node
import { OFFLINE_VERIFIER_FILE } from '@casino/contracts';
import { expect, it } from 'vitest';

import { OFFLINE_VERIFIER_FILE as BUILT_FILE } from '../build/offline-verifier.ts';

it('builds the offline verifier under the name the server and the fairness page use', () => {
  expect(BUILT_FILE).toBe(OFFLINE_VERIFIER_FILE);
});
