// The public face of the kyc module: other modules import only what this file exports.

export { kycModule } from './kyc.module.ts';
export { kycStatusOf } from './kyc.presenter.ts';
export { kycCases } from './kyc.tables.ts';
