import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { userModule } from '../user/index.ts';
import { registerNoticeRoutes } from './notices.routes.ts';
import { NoticeService } from './notices.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Messages to players and pushed popups. */
    notices: NoticeService;
  }
}

/** Notices to one player or to everyone, pushed live. */
export const noticesModule: ServerModule = {
  name: 'notices',
  needs: [userModule, operatorsModule, realtimeModule],
  setup(house) {
    const { sessions, operators, realtime } = house.services;
    const notices = new NoticeService(house.db, realtime);
    registerNoticeRoutes(house.http, { sessions, operators, notices });
    house.provide({ notices });
  },
};
