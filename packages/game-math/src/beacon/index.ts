// The public randomness beacon (drand quicknet and the sandbox that signs like it): verification and round
// timing. Imported as `@casino/game-math/beacon`, apart from the package's root, so that the pairing code
// (@noble/curves) reaches only the pages that verify a beacon, never the first page of the site.
export * from './chain.ts';
export * from './sign.ts';
export * from './verify.ts';
