import { STATUS } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { uploadImage } from './upload-image';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('uploading an image', () => {
  it("shows the server's refusal of a too large file, not Network Error", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ status: STATUS.REQUEST_TOO_LARGE, message: 'REQUEST_TOO_LARGE', time: 1 }),
        {
          status: 413,
        },
      ),
    );
    expect(await uploadImage(image())).toMatchObject({
      ok: false,
      status: STATUS.REQUEST_TOO_LARGE,
      message: 'REQUEST_TOO_LARGE',
    });
  });

  it('says Insufficient Permissions on a bare 403', async () => {
    fetchMock.mockResolvedValue(new Response('forbidden', { status: 403 }));
    expect(await uploadImage(image())).toMatchObject({
      ok: false,
      status: STATUS.NETWORK_ERROR,
      message: 'INSUFFICIENT_PERMISSIONS',
    });
  });
});
