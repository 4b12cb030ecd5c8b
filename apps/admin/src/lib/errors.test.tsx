import { STATUS } from '@casino/contracts';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiFailure } from './api';
import { useErrorText } from './errors';
import { i18n } from './i18n';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  i18n.addResourceBundle('en', 'server', {
    INVALID_INPUT: 'Please check the highlighted field and try again.',
    REASON_REQUIRED: 'Please give a reason (at least 3 characters).',
    SECOND_APPROVER_REQUIRED: 'This withdrawal needs a second approval from another staff member.',
    TOO_MANY_LOGIN_ATTEMPTS: 'Too many failed attempts. Please try again in ${minutes} minutes.',
  });
});

function errorText(error: unknown): string {
  return renderHook(() => useErrorText()).result.current(error);
}

describe('useErrorText', () => {
  it('translates a refusal by its status name from the server texts', () => {
    expect(errorText(new ApiFailure(STATUS.SECOND_APPROVER_REQUIRED, 'SECOND_APPROVER_REQUIRED'))).toBe(
      'This withdrawal needs a second approval from another staff member.',
    );
  });

  it('prefers the reason of INVALID_INPUT, and falls back to the status text without one', () => {
    const withReason = new ApiFailure(STATUS.INVALID_INPUT, 'INVALID_INPUT', {
      field: 'reason',
      reason: 'REASON_REQUIRED',
    });
    expect(errorText(withReason)).toBe('Please give a reason (at least 3 characters).');
    expect(
      errorText(new ApiFailure(STATUS.INVALID_INPUT, 'INVALID_INPUT', { field: 'x', reason: 'NOPE' })),
    ).toBe('Please check the highlighted field and try again.');
  });

  it("fills the pack's ${name} placeholders from extra", () => {
    expect(errorText(new ApiFailure(STATUS.TOO_MANY_LOGIN_ATTEMPTS, undefined, { minutes: 15 }))).toBe(
      'Too many failed attempts. Please try again in 15 minutes.',
    );
  });

  it('says the server could not be reached for network failures, and something generic otherwise', () => {
    expect(errorText(new ApiFailure(STATUS.NETWORK_ERROR))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(errorText(new ApiFailure(STATUS.INTERNAL_ERROR, 'Some English sentence.'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
