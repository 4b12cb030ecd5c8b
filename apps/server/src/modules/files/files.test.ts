import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEADER, STATUS, timeChecksum } from '@casino/contracts';

import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { detectFileType } from './file-types.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(32, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casino-files-'));
  app = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(100 * 1024) });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart upload the way a browser's FormData sends it, with the player client's signed headers. */
async function upload(options: {
  content: Buffer;
  token?: string;
  image?: boolean;
  claimedType?: string;
  url?: string;
}) {
  const boundary = '----casino-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
        `Content-Type: ${options.claimedType ?? 'image/png'}\r\n\r\n`,
    ),
    options.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const path = options.url ?? '/api/file/upload';
  const st = String(Date.now());
  const raw = await app.http.inject({
    method: 'POST',
    url: `${path}?image=${options.image ?? false}`,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(options.token ? { [HEADER.auth]: options.token } : {}),
    },
  });
  return { http: raw.statusCode, body: raw.json() };
}

describe('file types', () => {
  it('are known by their first bytes', () => {
    expect(detectFileType(PNG)?.contentType).toBe('image/png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe('image/jpeg');
    expect(detectFileType(Buffer.from('GIF89a....'))?.contentType).toBe('image/gif');
    expect(detectFileType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.contentType).toBe(
      'image/webp',
    );
    expect(detectFileType(PDF)?.contentType).toBe('application/pdf');
    expect(detectFileType(HTML)).toBeUndefined();
    expect(detectFileType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeUndefined();
  });
});

describe('POST /api/file/upload', () => {
  it('stores an image under a random name and serves it back with its proven type and nosniff', async () => {
    const player = await registerPlayer(app);
    const stored = await upload({ content: PNG, token: player.token, image: true, claimedType: 'text/html' });
    expect(stored.body.status).toBe(0);
    expect(stored.body.model).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length });
    expect(stored.body.model.id).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(stored.body.model.url).toBe(`/static/upload/${stored.body.model.id}`);

    const served = await app.http.inject({ method: 'GET', url: stored.body.model.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a PDF only when image=false, and sends it as an attachment', async () => {
    const player = await registerPlayer(app);
    const asImage = await upload({ content: PDF, token: player.token, image: true });
    expect(asImage.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_NOT_AN_IMAGE' });

    const asDocument = await upload({ content: PDF, token: player.token, image: false });
    expect(asDocument.body.model).toMatchObject({ contentType: 'application/pdf' });
    const served = await app.http.inject({ method: 'GET', url: asDocument.body.model.url });
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('refuses content that is none of the allowed types, whatever the browser claims', async () => {
    const player = await registerPlayer(app);
    const result = await upload({ content: HTML, token: player.token, claimedType: 'image/png' });
    expect(result.http).toBe(200);
    expect(result.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('refuses a file over the configured size with REQUEST_TOO_LARGE', async () => {
    const player = await registerPlayer(app);
    const big = Buffer.concat([PNG, Buffer.alloc(100 * 1024)]);
    const result = await upload({ content: big, token: player.token, image: true });
    expect(result.http).toBe(200);
    expect(result.body).toMatchObject({
      status: STATUS.REQUEST_TOO_LARGE,
      message: 'FILE_TOO_LARGE',
      extra: { maxBytes: 100 * 1024 },
    });
  });

  it('accepts a file larger than the JSON body limit when it is within the upload limit', async () => {
    const player = await registerPlayer(app);
    const content = Buffer.concat([PNG, Buffer.alloc(80 * 1024)]);
    const result = await upload({ content, token: player.token, image: true });
    expect(result.body.status).toBe(0);
  });

  it('needs a logged-in player and a multipart body', async () => {
    const anonymous = await upload({ content: PNG });
    expect(anonymous.body.status).toBe(STATUS.LOGIN_REQUIRED);

    const player = await registerPlayer(app);
    const json = await app.call({ url: '/api/file/upload?image=true', token: player.token, body: {} });
    expect(json.body).toMatchObject({ status: STATUS.INVALID_INPUT, message: 'FILE_REQUIRED' });
  });

  it('lets support upload through the operator path', async () => {
    const admin = await app.services.operators.ensureFirstAdmin();
    const token = (
      await app.call({
        url: '/api/operator/auth/login',
        body: { username: 'admin', password: admin?.generatedPassword },
      })
    ).body.model.token as string;
    const result = await upload({ content: PNG, token, image: true, url: '/api/operator/file/upload' });
    expect(result.body.model).toMatchObject({ contentType: 'image/png' });
    const refused = await upload({
      content: PNG,
      token: 'nope',
      image: true,
      url: '/api/operator/file/upload',
    });
    expect(refused.body.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
  });

  it('serves nothing for names that are not stored files', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '0123456789abcdef0123456789abcdef.png', 'x.html']) {
      const served = await app.http.inject({ method: 'GET', url: `/static/upload/${name}` });
      expect(served.statusCode).toBe(404);
    }
  });
});
