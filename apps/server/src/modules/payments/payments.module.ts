import type { ServerModule } from '../../platform/house.ts';
import { i18nModule } from '../i18n/index.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { siteModule } from '../site/index.ts';
import { smsModule } from '../sms/index.ts';
import { twoFactorModule } from '../two-factor/index.ts';
import { userModule } from '../user/index.ts';
import { walletModule } from '../wallet/index.ts';
import { PaymentDesk } from './payment-desk.ts';
import { registerPaymentDeskRoutes } from './payment-desk.routes.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import type { PaymentProvider } from './provider.ts';
import { RechargeService } from './recharge.service.ts';
import { RechargeSettlement } from './recharge-settlement.ts';
import { fetchTransport, type WebhookTransport } from './sandbox/sandbox-options.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider.ts';
import { registerSandboxPages } from './sandbox/sandbox.routes.ts';
import { WithdrawReview } from './withdraw-review.ts';
import { registerWithdrawRoutes } from './withdraw.routes.ts';
import { WithdrawService } from './withdraw.service.ts';
import { PAYMENTS_LEDGER } from './payments.ledger.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Deposits: channels and orders at a provider. */
    recharge: RechargeService;
    /** Withdrawals: the player's details and orders. */
    withdraw: WithdrawService;
    /** How a deposit order ends: crediting a paid order once, refunds, expiry. */
    rechargeSettlement: RechargeSettlement;
    /** The SANDBOX payment provider (never real money): its hosted page, webhooks and payouts. */
    sandbox: SandboxPaymentProvider;
  }
  interface HouseOptions {
    /** How the SANDBOX provider reaches our webhook; HTTP on loopback unless a test injects another. */
    webhookTransport?: WebhookTransport;
  }
}

/** Deposits and withdrawals through provider adapters; the SANDBOX provider only where it is switched on. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  needs: [
    siteModule,
    i18nModule,
    userModule,
    operatorsModule,
    smsModule,
    twoFactorModule,
    realtimeModule,
    walletModule,
  ],
  setup(house) {
    const { http, db, config } = house;
    const { site, packs, sessions, operators, verification, twoFactor, realtime, cashier, wallet } =
      house.services;
    wallet.book.register(PAYMENTS_LEDGER);
    const sandbox = new SandboxPaymentProvider(db, {
      secret: config.SANDBOX_PAYMENT_SECRET,
      publicOrigin: config.PUBLIC_ORIGIN,
      webhookUrl:
        config.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/webhooks/payments/sandbox`,
      firstDeliveryDelayMs: config.SANDBOX_WEBHOOK_DELAY_MS,
      dropRate: config.SANDBOX_WEBHOOK_DROP_RATE,
      transport: house.options.webhookTransport ?? fetchTransport,
    });
    // The SANDBOX providers (never real money) are installed only where SANDBOX_PROVIDERS is on.
    const sandboxOn = config.SANDBOX_PROVIDERS;
    const providers = new Map<string, PaymentProvider>(sandboxOn ? [[sandbox.name, sandbox]] : []);
    const recharge = new RechargeService(db, site, providers, config, cashier);
    const rechargeSettlement = new RechargeSettlement(db, site, providers, cashier, realtime);
    const withdraw = new WithdrawService(db, site, verification, twoFactor, cashier);
    const withdrawReview = new WithdrawReview(db, site, providers, cashier);
    wallet.nameChannelsWith(() => recharge.channelNames());

    registerPaymentDeskRoutes(http, { operators, desk: new PaymentDesk(db, site, providers) });
    registerPaymentRoutes(http, { sessions, recharge, rechargeSettlement, withdrawReview, providers });
    registerWithdrawRoutes(http, {
      db,
      site,
      cashier,
      sessions,
      operators,
      withdraw,
      withdrawReview,
      twoFactor,
    });
    if (sandboxOn) {
      registerSandboxPages(http, { sandbox, packs, site, publicOrigin: config.PUBLIC_ORIGIN });
      house.addWork('sandbox payments', async () => {
        await sandbox.expireDue();
        await sandbox.deliverDue();
      });
    }
    house.addWork('deposits', async () => {
      await rechargeSettlement.expireStale();
      await rechargeSettlement.resumeRefunds();
    });
    house.addWork('payouts', async () => {
      await withdrawReview.resumePayouts();
    });
    house.provide({ recharge, rechargeSettlement, withdraw, sandbox });
  },
};
