import type { BeaconChain } from './chain.ts';
import type { BeaconRound } from './verify.ts';

/**
 * Real published beacons, for tests (here and in the server, the web verifier and the offline verifier),
 * imported as `@casino/game-math/beacon-vectors`. Each is copied from drand's own public sources; none is
 * of our making.
 */

/**
 * quicknet round 42, as drand's documentation shows `curl api.drand.sh/v2/beacons/quicknet/rounds/42`
 * (github.com/drand/drand-docs, docs/developer/06-HTTP-API.md). The v2 API leaves the randomness out: the
 * value here is SHA-256 of the signature.
 */
export const QUICKNET_ROUND_42: Required<BeaconRound> = {
  round: 42,
  signature:
    '95a9f9f5b231b7714de1553105d8ffdf3dcda24cfdb1e689319bccf79a9c8ce430a91b811fbfaf763900bc998b5d686a',
  randomness: '8ada64bae5c6c0f5540a6a13af56e663240edfbd2c76ac6a8f27671eb7259ce3',
};

/**
 * quicknet round 12040883: the signature drand's tlock uses to decrypt a ciphertext locked to that round of
 * chain 52db9ba7… (github.com/drand/tlock, tlock_test.go, TestDecryptText). Randomness = SHA-256(signature).
 */
export const QUICKNET_ROUND_12040883: Required<BeaconRound> = {
  round: 12_040_883,
  signature:
    '929906c959032ab363c9f26570d215d66f5c06cb0c44fe508c12bb5839f04ec895bb6868e5b9ff13ab289bdb5266b394',
  randomness: '173df1f57805453a8d2015268205d68147de12cafc2f451f7bc6adadca3571b3',
};

/**
 * Another chain of the same scheme (drand's "walkthrough" test network), with a randomness published beside
 * its signature: github.com/drand/drand-client, test/beacon-verification.test.ts ("signatures on G1 with DST").
 */
export const WALKTHROUGH_CHAIN: BeaconChain = {
  chainHash: 'af8b6fc95693b058a3a59efe586eb31c2c352fe00cf40c62a427d87c34f7a235',
  publicKey:
    '81d320f220ee9c79e60e19dedc838c31e3ab919b15481e9feb52f643628c4f6a13fdc52129493875a818109d767272ca0541cbcdcea9335f2870d781b39b845ba8cbd44fdfe4967781cf72ca5917fc9398bcf97ca0548ed5a709016c4b1ff0f3',
  genesisTime: 1_687_506_816,
  periodSeconds: 3,
};

export const WALKTHROUGH_ROUND_38: Required<BeaconRound> = {
  round: 38,
  signature:
    '95c93585c513ebbcb4777ff15599b3140e5ec0295faa0e483f3deadd88fa6d43f0d3703e3a4ce106e8fd6c6987f32126',
  randomness: 'b2fc21325a24904a6a9e81a6c63f65f6cec3f0b2400df3f4a56b214770e9ccca',
};
