// The public face of the beacon module (issue 34): other modules import only what this file exports.
//
// Public randomness nobody controls. A draw (lottery term, crash chain salt) commits to a future round of
// drand's quicknet — `beacon.firstRoundAfter(cutOff)`, fixed and shown before the cut-off — and takes that
// round's randomness once `beacon.get(round)` has it: a BLS signature of the League of Entropy, checked here
// against the chain's public key by `@casino/game-math/beacon` (the same code as the web's and the offline
// verifier's), kept in `beacon_rounds` for later checks. Until then `get` answers null and the caller waits
// (and voids past its own maximum wait); there is no fallback to server-made randomness. BEACON=SANDBOX runs
// a local chain that signs the same way with its own key (labelled `sandbox` wherever it shows), for
// development and CI, and can simulate an outage (`beacon.sandbox.suspend()`).

export type { BeaconSource, RoundCheck } from './beacon-source.ts';
export { beaconModule } from './beacon.module.ts';
export { BeaconService } from './beacon.service.ts';
export { DrandRelays } from './drand-relays.ts';
export { SandboxBeacon } from './sandbox-beacon.ts';
