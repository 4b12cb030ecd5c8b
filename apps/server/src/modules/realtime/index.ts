// The public face of the realtime module: other modules import only what this file exports.

export { signClaims } from './realtime-tokens.ts';
export { realtimeModule } from './realtime.module.ts';
export { type RealtimePublisher, socketPublisher } from './realtime.publisher.ts';
export { OPERATOR_ROOM_PREFIX, registerRealtimeRoutes } from './realtime.routes.ts';
export { startRealtimeServer } from './realtime.server.ts';
