import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers and pages above the threshold for clients that accept it (brotli at a fast
 * quality, else gzip), with `Vary: Accept-Encoding`. Built assets are not compressed here: the web build
 * ships `.br` and `.gz` files beside them and the web app serves those as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies are small JSON: compressed uploads are refused rather than inflated.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
