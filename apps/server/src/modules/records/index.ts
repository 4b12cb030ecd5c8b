// The public face of the records module: other modules import only what this file exports.

export { recordsModule } from './records.module.ts';
export { registerRecordRoutes } from './records.routes.ts';
export { RecordReader } from './records.service.ts';
