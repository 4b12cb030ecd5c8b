// The public face of the reporting module: other modules import only what this file exports.

export { classifyMovement, isGameFlow, type MovementClass } from './ledger-flows.ts';
export { loadPseudonymKey, PlayerPseudonyms } from './player-pseudonyms.ts';
export { buildRegulatorReport, nextDate } from './regulator-report.ts';
export { type MovementGroup, readDay } from './report-queries.ts';
export { validateRegulatorReport } from './validate-report.ts';
