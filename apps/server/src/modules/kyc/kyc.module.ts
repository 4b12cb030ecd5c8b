import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { userModule } from '../user/index.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { KycChecks } from './kyc-checks.ts';
import { KycDocumentStore } from './kyc-documents.ts';
import { KycReview } from './kyc-review.ts';
import { registerKycRoutes } from './kyc.routes.ts';
import { KycService } from './kyc.service.ts';
import { SandboxIdentityProvider } from './sandbox/sandbox-identity-provider.ts';

/** KYC as the app holds it: the player's and the operators' services, the checks and the sandbox vendor. */
export interface Kyc {
  service: KycService;
  review: KycReview;
  /** The identity provider's checks; null when none is installed (IDENTITY_PROVIDER=off). */
  checks: KycChecks | null;
  /** The SANDBOX identity provider, when it is the installed one (tests turn its outage on and off). */
  sandbox: SandboxIdentityProvider | null;
  /** The worker's turn: asks the provider again for checks queued by an outage. */
  retryDueChecks(): Promise<number>;
}

declare module '../../platform/house.ts' {
  interface Services {
    /** Identity verification: documents, the identity provider's checks, the operators' review. */
    kyc: Kyc;
  }
}

/**
 * KYC: the player's documents, the identity provider's checks and the operators' review. The identity
 * provider is chosen by config: the SANDBOX one only where the sandbox providers are on (never for a real
 * check), else none, and the documents are reviewed by hand alone.
 */
export const kycModule: ServerModule = {
  name: 'kyc',
  needs: [userModule, operatorsModule],
  async setup(house) {
    const { config, db } = house;
    const { sessions, operators } = house.services;
    const wanted = config.IDENTITY_PROVIDER ?? (config.SANDBOX_PROVIDERS ? 'sandbox' : 'off');
    const sandbox =
      wanted === 'sandbox' && config.SANDBOX_PROVIDERS
        ? new SandboxIdentityProvider({
            delayMs: config.KYC_SANDBOX_DELAY_MS,
            failureRate: config.KYC_SANDBOX_FAILURE_RATE,
          })
        : null;
    const provider: IdentityProvider | null = sandbox;
    const store = new KycDocumentStore(config.DATA_DIR, config.UPLOAD_MAX_BYTES);
    const checks = provider ? new KycChecks(db, provider, store) : null;
    const service = new KycService(db, store, checks, house.attempts);
    const review = new KycReview(db, store);
    await registerKycRoutes(house.http, {
      sessions,
      operators,
      kyc: service,
      review,
      maxBytes: store.maxBytes,
    });
    const retryDueChecks = async () => (checks ? checks.retryDue() : 0);
    house.addWork('identity checks', async () => {
      await retryDueChecks();
    });
    house.provide({ kyc: { service, review, checks, sandbox, retryDueChecks } });
  },
};
