import { responsibleViewSchema, type Envelope, type ResponsibleView } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';

/**
 * The responsible-gaming calls show their refusals beside their own forms (or in the reality check), so
 * the client's alert is off; a non-zero answer is thrown as ApiStatusError.
 */
export const quietly = { noAlert: true } as const;

/** The responsible-gaming view and the server clock it was read by. */
export interface ResponsibleState {
  view: ResponsibleView;
  /**
   * Server time minus this device's time when the answer arrived (ms). The view's instants are the server's
   * (a sandbox clock may run ahead of the real one): `instant - clockOffsetMs` is the same moment here.
   */
  clockOffsetMs: number;
}

/** Reads an answer whose model is the view; throws ApiStatusError for a refusal. */
export function responsibleStateOf(envelope: Envelope): ResponsibleState {
  const view = responsibleViewSchema.parse(unwrapModel(envelope));
  return { view, clockOffsetMs: envelope.time - Date.now() };
}

/** An instant of the server's clock on this device's clock. */
export function localInstant(state: ResponsibleState, serverMs: number): number {
  return serverMs - state.clockOffsetMs;
}
