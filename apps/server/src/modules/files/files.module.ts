import type { ServerModule } from '../../platform/house.ts';
import { operatorsModule } from '../operators/index.ts';
import { userModule } from '../user/index.ts';
import { registerFileRoutes } from './files.routes.ts';
import { FileService } from './files.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** Uploaded images (avatars, chat pictures), checked by their bytes. */
    files: FileService;
  }
}

/** Uploads and their reads. */
export const filesModule: ServerModule = {
  name: 'files',
  needs: [userModule, operatorsModule],
  async setup(house) {
    const { config } = house;
    const files = new FileService(house.db, config.DATA_DIR, config.UPLOAD_MAX_BYTES, house.attempts);
    const { sessions, operators } = house.services;
    await registerFileRoutes(house.http, { sessions, operators, files });
    house.provide({ files });
  },
};
