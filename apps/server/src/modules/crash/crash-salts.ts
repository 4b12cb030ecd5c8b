import type { Tx } from '../../db/client.ts';
import { ApiError, invalidInput } from '../../platform/errors.ts';
import { chainHasRounds, lockChain, updateChain, type ChainRow } from './crash-chains.repo.ts';

/**
 * A crash chain's salt lifecycle (DESIGN §4), the operators' side. The chain is committed (its terminating
 * hash public) with no salt; the operator then announces where the salt will come from, a public value
 * that does not exist yet (a future block's hash), and sets the salt once that value is out. Each step is
 * stored with its time and happens once, so the operator cannot mint chains until one suits a salt.
 */

/** Records where the salt will come from. Refused once announced or salted: the promise cannot change. */
export async function announceChainSalt(
  tx: Tx,
  chainId: number,
  announcement: string,
  now: Date,
): Promise<ChainRow> {
  const chain = await lockChain(tx, chainId);
  if (!chain) throw new ApiError('NOT_FOUND');
  if (chain.salt !== null) throw invalidInput('announcement', 'CRASH_SALT_ALREADY_SET');
  if (chain.saltAnnouncement !== null) throw invalidInput('announcement', 'CRASH_SALT_ALREADY_ANNOUNCED');
  return updateChain(tx, chainId, { saltAnnouncement: announcement, saltAnnouncedAt: now });
}

/** Sets the announced public value as the salt: once, after the announcement, before any round. */
export async function setChainSalt(tx: Tx, chainId: number, salt: string, now: Date): Promise<ChainRow> {
  const chain = await lockChain(tx, chainId);
  if (!chain) throw new ApiError('NOT_FOUND');
  if (chain.salt !== null) throw invalidInput('salt', 'CRASH_SALT_ALREADY_SET');
  if (await chainHasRounds(tx, chainId)) throw invalidInput('salt', 'CRASH_CHAIN_HAS_ROUNDS');
  if (chain.saltAnnouncement === null) throw invalidInput('salt', 'CRASH_SALT_NOT_ANNOUNCED');
  return updateChain(tx, chainId, { salt, saltSetAt: now });
}
