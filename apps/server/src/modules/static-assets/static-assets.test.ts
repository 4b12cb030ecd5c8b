import { SINGLE_PLAYER_GAME_IDS } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generatedArt } from '../games/index.ts';
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

describe('lobby art', () => {
  const tile = (id: string) => app.http.inject({ method: 'GET', url: `/static/cdnimg/v2/game-${id}.svg` });

  it('draws a tile for every single-player game, cached for good', async () => {
    for (const id of SINGLE_PLAYER_GAME_IDS) {
      const answer = await tile(id);
      expect(answer.statusCode, id).toBe(200);
      expect(answer.headers['content-type']).toContain('image/svg+xml');
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.body).toMatch(/^<svg [^>]*viewBox="0 0 300 300"/);
    }
  });

  it('gives a catalogue game nobody has drawn a gradient chosen from its id and its initial', async () => {
    const plinko = generatedArt('plinko');
    expect(plinko.glyph).toMatch(/<text [^>]*>P<\/text>/);
    expect(generatedArt('plinko')).toEqual(plinko);
    expect([generatedArt('keno').from, generatedArt('keno').to]).not.toEqual([plinko.from, plinko.to]);
    expect((await tile('mines')).body).not.toContain('<text');
    // An id outside the catalogue gets no picture at all.
    expect((await tile('plinko')).statusCode).toBe(404);
  });

  it('refuses a name longer than a game id, and an unknown category', async () => {
    expect((await tile('x'.repeat(33))).statusCode).toBe(404);
    const category = await app.http.inject({ method: 'GET', url: '/static/cdnimg/v2/category-nothing.svg' });
    expect(category.statusCode).toBe(404);
  });
});
