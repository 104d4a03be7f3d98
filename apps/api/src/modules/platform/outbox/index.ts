export { outboxRoutes } from './outbox.routes';
export type { OutboxChannel } from './outbox-messages.table';
export { insertOutboxMessage, type NewOutboxMessage } from './outbox.repository';
