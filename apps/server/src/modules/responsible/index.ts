// The public face of the responsible module: other modules import only what this file exports.

export {
  RememberingExclusionList,
  SANDBOX_LISTED_CPF,
  SandboxExclusionList,
} from './central-exclusion-list.ts';
export { PlayerProtection } from './player-protection.ts';
export { subscribeProtection } from './protection-events.ts';
export { responsibleModule } from './responsible.module.ts';
export { registerResponsibleRoutes } from './responsible.routes.ts';
export { ResponsibleGaming } from './responsible.service.ts';
export { responsibleExclusions, responsibleLimits } from './responsible.tables.ts';
