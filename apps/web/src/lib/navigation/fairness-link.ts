/**
 * The fairness page's query (`/fairness?game=mines&serverSeedHash=…&clientSeed=…&nonce=3&mines=3`): a
 * round's record links there with the verifier filled in. The record page writes it and the fairness page
 * reads it, so the names live here, below both features.
 */
export const FAIRNESS_QUERY = {
  game: 'game',
  serverSeed: 'serverSeed',
  serverSeedHash: 'serverSeedHash',
  clientSeed: 'clientSeed',
  nonce: 'nonce',
} as const;

/** What the verifier is filled with: a round's game, seeds, nonce and options (mines count, rows…). */
export interface FairnessLinkInput {
  gameId: string;
  serverSeedHash: string;
  /** Null while the seed pair is still active (not yet revealed). */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  options: Readonly<Record<string, string | number>>;
}

/** The fairness page's address with the verifier filled in from a round. */
export function fairnessVerifyHref(input: FairnessLinkInput): string {
  const query = new URLSearchParams();
  query.set(FAIRNESS_QUERY.game, input.gameId);
  query.set(FAIRNESS_QUERY.serverSeedHash, input.serverSeedHash);
  if (input.serverSeed) query.set(FAIRNESS_QUERY.serverSeed, input.serverSeed);
  query.set(FAIRNESS_QUERY.clientSeed, input.clientSeed);
  query.set(FAIRNESS_QUERY.nonce, String(input.nonce));
  for (const [name, value] of Object.entries(input.options)) {
    if (!(Object.values(FAIRNESS_QUERY) as string[]).includes(name)) query.set(name, String(value));
  }
  return `/fairness?${query.toString()}`;
}
