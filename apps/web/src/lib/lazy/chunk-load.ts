/** Spec §8: the whole load of a chunk may take this long before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec §8's error codes of a chunk failure (codes, not texts). */
export const CHUNK_ERROR_CODES = ['CSS_CHUNK_LOAD_FAILED'] as const;

/** A lazy part of the app that could not be loaded: its kind (script or style) and address, per spec §8. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** CSS_CHUNK_LOAD_FAILED for a style chunk; absent for a script chunk. */
  readonly code: (typeof CHUNK_ERROR_CODES)[number] | undefined;

  constructor(
    readonly type: 'script' | 'css' | 'timeout',
    readonly url: string,
    options: { cause?: unknown } = {},
  ) {
    super(`Loading ${type} chunk failed: ${url || '(unknown address)'}`, options);
    this.code = type === 'css' ? CHUNK_ERROR_CODES[0] : undefined;
  }
}

/** The address in a browser's or Vite's import failure message, when it names one. */
function addressIn(message: string): string {
  return /(https?:\/\/\S+|\/\S+\.(?:js|css))/.exec(message)?.[1] ?? '';
}

/** Turns an import failure into a ChunkLoadError (a style preload failure gets CSS_CHUNK_LOAD_FAILED). */
export function asChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const css = /preload CSS|\.css\b/i.test(message);
  return new ChunkLoadError(css ? 'css' : 'script', addressIn(message), { cause: error });
}

/**
 * Loads a lazy module, failing with a ChunkLoadError when the import fails or takes longer than
 * CHUNK_LOAD_TIMEOUT_MS (a stalled network must not leave the page blank forever).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', '')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asChunkLoadError(error));
      },
    );
  });
}
