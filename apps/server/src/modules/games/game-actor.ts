/**
 * Who plays a single-player game: a logged-in player (`u:<id>`, real money or demo) or a visitor with a
 * demo token (`v:<hash>`, demo only). The owner keys seeds, rounds and the demo wallet.
 */
export interface GameActor {
  owner: string;
  userId: number | null;
  currencyId: string;
}

/** The owner key of a logged-in player's seeds and rounds. */
export const playerOwner = (userId: number) => `u:${userId}`;

/** A new demo wallet holds this many major units of the actor's currency. */
export const DEMO_START_MAJOR = 1_000n;

/** The opening demo balance in minor units of a currency with `decimalLength` decimals. */
export const demoStartMinor = (decimalLength: number) => DEMO_START_MAJOR * 10n ** BigInt(decimalLength);
