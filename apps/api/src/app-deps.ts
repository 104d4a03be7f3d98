import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { MessageSender } from './providers/messaging';

/** What every module may use. Built once in server.ts (or by the test helper) and shared. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Email, WhatsApp and Telegram messages leave through here. */
  messages: MessageSender;
}
