import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notice sound', () => {
  it('serves our own chime at the spec address, revalidated by ETag', async () => {
    const first = await app.http.inject({ method: 'GET', url: '/assets/common/notice.mp3' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['cache-control']).toBe('no-cache');
    // An MPEG audio frame starts with 11 set bits (or the file with an ID3 tag).
    const bytes = first.rawPayload;
    expect(
      bytes.subarray(0, 3).toString() === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0),
    ).toBe(true);
    const again = await app.http.inject({
      method: 'GET',
      url: '/assets/common/notice.mp3',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves bundled audio under /static/cdnaudio for good, and refuses unknown names', async () => {
    const audio = await app.http.inject({ method: 'GET', url: '/static/cdnaudio/notice.mp3' });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['cache-control']).toContain('immutable');
    expect((await app.http.inject({ method: 'GET', url: '/static/cdnaudio/missing.mp3' })).statusCode).toBe(
      404,
    );
    const traversal = await app.http.inject({ method: 'GET', url: '/static/cdnaudio/..%2Fsecret.mp3' });
    expect(traversal.headers['content-type']).toContain('application/json');
    expect(traversal.json().status).toBe(1001);
  });
});
