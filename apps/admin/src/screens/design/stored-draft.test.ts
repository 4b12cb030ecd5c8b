import { afterEach, describe, expect, it } from 'vitest';

import { readStoredDraft, storeDraft } from './stored-draft';

const draft = { designToken: 'dt-1234567890', baseVersion: 3, expiresAt: 10_000 };

afterEach(() => sessionStorage.clear());

describe('stored design draft', () => {
  it('resumes the tab’s draft until it expires, then forgets it', () => {
    storeDraft(draft);
    expect(readStoredDraft(9_999)).toEqual(draft);
    expect(readStoredDraft(10_000)).toBeUndefined();
    expect(readStoredDraft(0)).toBeUndefined();
  });

  it('forgets a discarded draft and ignores what is not a draft', () => {
    storeDraft(draft);
    storeDraft(undefined);
    expect(readStoredDraft(0)).toBeUndefined();
    sessionStorage.setItem('admin.design.draft', '{not json');
    expect(readStoredDraft(0)).toBeUndefined();
  });
});
