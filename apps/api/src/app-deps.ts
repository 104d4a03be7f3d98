import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { createMetrics, type Metrics } from './lib/metrics';
import { createMessageSender, type MessageSender } from './providers/messaging';
import { createPaymentGateways, type PaymentGateways } from './providers/payments';
import { createMeetingLinks, type MeetingLinks } from './providers/video';

/** What every module may use. Built once in server.ts (or by the test helper) and shared. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Email, WhatsApp and Telegram messages leave through here. */
  messages: MessageSender;
  /** The online payment gateways this installation offers (built once: one Stripe client). */
  paymentGateways: PaymentGateways;
  /** Where a session's video meeting happens. */
  meetingLinks: MeetingLinks;
  /** Prometheus counters and timings, written out at GET /metrics. */
  metrics: Metrics;
}

/**
 * Every external provider, built once from the configuration. Tests pass their own fakes in
 * `overrides` (e.g. a gateway that fails) and get the rest as configured.
 */
export function buildAppDeps(
  base: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  overrides: Partial<Pick<AppDeps, 'messages' | 'paymentGateways' | 'meetingLinks'>> = {},
): AppDeps {
  return {
    ...base,
    messages: overrides.messages ?? createMessageSender(base.config, base.database.db),
    paymentGateways: overrides.paymentGateways ?? createPaymentGateways(base.config),
    meetingLinks: overrides.meetingLinks ?? createMeetingLinks(base.config),
    metrics: createMetrics({ poolStats: () => base.database.poolStats?.() }),
  };
}
