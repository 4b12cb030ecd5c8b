// The public face of the notices module: other modules import only what this file exports.

export { noticesModule } from './notices.module.ts';
export { registerNoticeRoutes } from './notices.routes.ts';
export { NoticeService } from './notices.service.ts';
