import { QUICKNET } from '@casino/game-math/beacon';

import type { ServerModule } from '../../platform/house.ts';
import type { BeaconSource } from './beacon-source.ts';
import { registerBeaconRoutes } from './beacon.routes.ts';
import { BeaconService } from './beacon.service.ts';
import { DrandRelays } from './drand-relays.ts';
import { SandboxBeacon } from './sandbox-beacon.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The public randomness beacon: drand quicknet, or the SANDBOX beacon that signs like it. */
    beacon: BeaconService;
  }
}

/**
 * The public randomness beacon (issue 34): BEACON=DRAND reads drand's chain over the configured relays,
 * BEACON=SANDBOX runs a local chain with its own key. Either way every round is verified before use.
 */
export const beaconModule: ServerModule = {
  name: 'beacon',
  needs: [],
  async setup(house) {
    const { config, db, http } = house;
    let source: BeaconSource;
    if (config.BEACON === 'DRAND') {
      if (config.DRAND_CHAIN_HASH !== QUICKNET.chainHash && config.DRAND_PUBLIC_KEY === QUICKNET.publicKey) {
        throw new Error('DRAND_CHAIN_HASH names another chain than quicknet: set its DRAND_PUBLIC_KEY too');
      }
      source = new DrandRelays({
        chain: {
          chainHash: config.DRAND_CHAIN_HASH,
          publicKey: config.DRAND_PUBLIC_KEY,
          genesisTime: config.DRAND_GENESIS_TIME,
          periodSeconds: config.DRAND_PERIOD_SECONDS,
        },
        urls: config.DRAND_URLS,
        timeoutMs: config.DRAND_TIMEOUT_MS,
        log: http.log,
      });
    } else {
      source = await SandboxBeacon.open(db, { paused: config.BEACON_SANDBOX_PAUSED });
    }
    const beacon = new BeaconService(db, source);
    registerBeaconRoutes(http, { beacon, attempts: house.attempts });
    house.provide({ beacon });
  },
};
