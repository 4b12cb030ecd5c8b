import type { Tx } from '../../db/client.ts';
import { providerEvents } from './payments.tables.ts';

/**
 * Records a provider event id inside the transaction that applies it; false when it was recorded
 * before, which makes every repeat of a webhook a no-op whatever the provider resends.
 */
export async function recordProviderEvent(tx: Tx, provider: string, eventId: string): Promise<boolean> {
  const [fresh] = await tx
    .insert(providerEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: providerEvents.eventId });
  return fresh !== undefined;
}
