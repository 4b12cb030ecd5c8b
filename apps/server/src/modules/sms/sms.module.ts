import type { ServerModule } from '../../platform/house.ts';
import { i18nModule } from '../i18n/index.ts';
import { registerSandboxInbox } from './sandbox-inbox.routes.ts';
import { NoSmsSender, SandboxSmsSender } from './sms-sender.ts';
import { VerificationService } from './verification.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** One-time codes by SMS: sent, limited, spent once. */
    verification: VerificationService;
  }
}

/** SMS codes; the SANDBOX sender and its inbox page only where the sandbox providers are on. */
export const smsModule: ServerModule = {
  name: 'sms',
  needs: [i18nModule],
  setup(house) {
    const { config, db } = house;
    const sandbox = config.SANDBOX_PROVIDERS ? new SandboxSmsSender(db) : null;
    const verification = new VerificationService(
      db,
      sandbox ?? new NoSmsSender(),
      house.attempts,
      config.SMS_SENDS_PER_IP_PER_HOUR,
    );
    if (sandbox) registerSandboxInbox(house.http, { sms: sandbox, packs: house.services.packs });
    house.provide({ verification });
  },
};
