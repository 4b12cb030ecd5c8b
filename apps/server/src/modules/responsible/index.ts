// The public face of the responsible module: other modules import only what this file exports.

export { RememberingExclusionList, SandboxExclusionList } from './central-exclusion-list.ts';
export { PlayerProtection } from './player-protection.ts';
export { registerResponsibleRoutes } from './responsible.routes.ts';
export { ResponsibleGaming } from './responsible.service.ts';
export { responsibleExclusions, responsibleLimits } from './responsible.tables.ts';
export { DataRetention } from './retention.ts';
