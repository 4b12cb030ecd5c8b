// The public face of the chat module: other modules import only what this file exports.

export { ChatModeration } from './chat-moderation.ts';
export { chatModule } from './chat.module.ts';
export { registerChatRoutes } from './chat.routes.ts';
export { ChatService } from './chat.service.ts';
export { chatConversations } from './chat.tables.ts';
