// The public face of the payments module: other modules import only what this file exports.

export { returnBalanceOnExclusion } from './exclusion-payout.ts';
export { registerPaymentDeskRoutes } from './payment-desk.routes.ts';
export { PaymentDesk } from './payment-desk.ts';
export { PAYMENTS_LEDGER } from './payments.ledger.ts';
export { paymentsModule } from './payments.module.ts';
export { registerPaymentRoutes } from './payments.routes.ts';
export { seedSandboxChannels, seedSandboxWithdrawLimits } from './payments.seed.ts';
export { paymentChannels, rechargeOrders, withdrawLimits, withdrawOrders } from './payments.tables.ts';
export { type PaymentProvider } from './provider.ts';
export { RechargeService } from './recharge.service.ts';
export { fetchTransport, type WebhookTransport } from './sandbox/sandbox-options.ts';
export { SandboxPaymentProvider } from './sandbox/sandbox-provider.ts';
export { registerSandboxPages } from './sandbox/sandbox.routes.ts';
export { SIGNATURE_HEADER, signPayload } from './sandbox/signature.ts';
export { WithdrawReview } from './withdraw-review.ts';
export { registerWithdrawRoutes } from './withdraw.routes.ts';
export { WithdrawService } from './withdraw.service.ts';
