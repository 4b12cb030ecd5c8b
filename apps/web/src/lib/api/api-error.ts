import type { Envelope } from '@casino/contracts';

/** A non-zero answer, thrown into TanStack Query so that queries and mutations see it as an error. */
export class ApiStatusError extends Error {
  readonly status: number;
  readonly extra: unknown;

  constructor(envelope: Envelope) {
    super(envelope.message ?? `status ${envelope.status}`);
    this.name = 'ApiStatusError';
    this.status = envelope.status;
    this.extra = envelope.extra;
  }
}

/** The answer's model when its status is 0; otherwise throws ApiStatusError. */
export function unwrapModel<TModel>(envelope: Envelope<TModel>): TModel {
  if (envelope.status !== 0) throw new ApiStatusError(envelope);
  return envelope.model as TModel;
}
