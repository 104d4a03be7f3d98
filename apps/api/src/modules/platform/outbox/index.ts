export { outboxRoutes } from './outbox.routes';
export { outboxMessages, type OutboxChannel } from './outbox-messages.table';
