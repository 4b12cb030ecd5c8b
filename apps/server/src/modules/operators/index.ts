// The public face of the operators module: other modules import only what this file exports.

export { type Approver, approvalCounts, approverOf, assertIndependentApprovers } from './approvals.ts';
export { verifyAuditChain } from './audit-chain.ts';
export { parseIpAllowlist, registerOperatorIpAllowlist } from './ip-allowlist.ts';
export { operatorsModule } from './operators.module.ts';
export { type OperatorRow, writeAudit } from './operators.repo.ts';
export { registerOperatorRoutes } from './operators.routes.ts';
export { OperatorService } from './operators.service.ts';
export { auditLog, operators } from './operators.tables.ts';
export { staffGuard, staffOf } from './staff-guard.ts';
export { totpCodeUsed, verifyTotpStep } from './totp.ts';
