import type { ServerModule } from '../../platform/house.ts';
import { filesModule } from '../files/index.ts';
import { operatorsModule } from '../operators/index.ts';
import { realtimeModule } from '../realtime/index.ts';
import { userModule } from '../user/index.ts';
import { ChatModeration } from './chat-moderation.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { ChatService } from './chat.service.ts';

declare module '../../platform/house.ts' {
  interface Services {
    /** The support chat between a player and the support team. */
    chat: ChatService;
    /** Public chats' moderation: mutes and banned words. */
    chatModeration: ChatModeration;
  }
}

/** The support chat, and the moderation of public chats. */
export const chatModule: ServerModule = {
  name: 'chat',
  needs: [userModule, operatorsModule, realtimeModule, filesModule],
  setup(house) {
    const { sessions, operators, realtime, files } = house.services;
    const chat = new ChatService(house.db, realtime, files, house.attempts, house.config.REALTIME_SECRET);
    registerChatRoutes(house.http, { sessions, operators, chat });
    house.provide({ chat, chatModeration: new ChatModeration(house.db, house.attempts) });
  },
};
