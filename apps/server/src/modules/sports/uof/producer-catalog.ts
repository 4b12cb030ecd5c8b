import { readXmlRoot, UofFormatError } from './uof-xml.ts';
import { UOF_MAX_RECOVERY_MS } from './producer-settings.ts';

/**
 * UOF's producers (`GET /v1/descriptions/producers.xml`): each with its id, the path segment its recovery
 * requests use (from `api_url`: `https://api.betradar.com/v1/liveodds/` → `liveodds`), whether the token may
 * use it, its scopes and its maximum recovery period (`stateful_recovery_window_in_minutes`).
 */

/** One producer as producers.xml describes it. */
export interface UofProducer {
  /** 1 LO (Live Odds), 3 Ctrl (prematch), 4 BetPal, 5 Premium Cricket, 6+ virtual sports… */
  id: number;
  /** Short name, e.g. `LO`, `Ctrl`. */
  name: string;
  /** e.g. `Live Odds`, `Betradar Ctrl`. */
  description: string;
  /** The API path segment for recovery: `liveodds`, `pre`, `vf`… */
  product: string;
  /** Whether this bookmaker's token has the producer. */
  active: boolean;
  /** `live`, `prematch`, `virtual` (a producer may have several). */
  scopes: string[];
  /** How far back an `after` recovery may reach, ms. */
  recoveryWindowMs: number;
}

/** Reads a producers.xml body; throws UofFormatError when it is not one. */
export function parseProducers(xml: string): UofProducer[] {
  const root = readXmlRoot(xml);
  if (root.name !== 'producers') throw new UofFormatError(`<${root.name}> is not <producers>`);
  return root.children('producer').map((producer) => {
    const id = producer.requiredIntegerAttribute('id');
    const apiUrl = producer.requiredAttribute('api_url');
    const product = /\/v1\/([a-z0-9_]+)\/?$/.exec(apiUrl)?.[1];
    if (product === undefined) throw new UofFormatError(`producer ${id}: api_url ${apiUrl} has no product`);
    const scopes = (producer.attribute('scope') ?? '').split('|').filter((scope) => scope !== '');
    const windowMinutes = producer.integerAttribute('stateful_recovery_window_in_minutes');
    return {
      id,
      name: producer.requiredAttribute('name'),
      description: producer.attribute('description') ?? '',
      product,
      active: producer.attribute('active') === 'true',
      scopes,
      recoveryWindowMs: windowMinutes === null ? defaultRecoveryWindowMs(id, scopes) : windowMinutes * 60_000,
    };
  });
}

/** UOF's documented maximum recovery period when producers.xml gives none: 10 h live odds, 3 h virtual, 72 h. */
export function defaultRecoveryWindowMs(id: number, scopes: readonly string[]): number {
  if (id === 1) return UOF_MAX_RECOVERY_MS.liveOdds;
  if (scopes.includes('virtual')) return UOF_MAX_RECOVERY_MS.gaming;
  return UOF_MAX_RECOVERY_MS.other;
}
