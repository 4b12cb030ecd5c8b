// The public face of the sms module: other modules import only what this file exports.

export { registerSandboxInbox } from './sandbox-inbox.routes.ts';
export { NoSmsSender, SandboxSmsSender } from './sms-sender.ts';
export { smsModule } from './sms.module.ts';
export { sandboxSmsMessages, verificationCodes } from './sms.tables.ts';
export { VerificationService } from './verification.service.ts';
