import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the database handle can say about its connections (PostgreSQL's pool; PGlite has none). */
export type PoolStats = () => { total: number; idle: number; waiting: number } | undefined;

/**
 * The process's Prometheus instruments, in a registry of its own (tests build several apps in
 * one process). GET /metrics (plugins/metrics.ts) writes them out; modules count through
 * `deps.metrics`, one line where the thing happens. Labels never carry ids, addresses or
 * anything a person typed: routes are patterns (`/api/v1/factors/:factorID`), not URLs.
 */
export function createMetrics(options: { poolStats?: PoolStats } = {}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const jobStartedAt = new Map<string, number>();
  const jobLastSuccess = new Map<string, number>();
  const { poolStats } = options;
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'How long a background job run took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });

  /** Payments whose outcome is settled: paid, failed, or approved or rejected by staff. */
  const paymentsSettled = new Counter({
    name: 'payments_settled_total',
    help: 'Payments settled, by type (online, offline, wallet_payment…) and resulting state',
    labelNames: ['type', 'state'] as const,
    registers,
  });

  return {
    registry,
    http: {
      duration: new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time to answer a request, by method, route pattern and status code',
        labelNames: ['method', 'route', 'status_code'] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
      errors: new Counter({
        name: 'http_error_responses_total',
        help: 'Answers with status 400 or more, by route pattern, status and error code',
        labelNames: ['route', 'status_code', 'code'] as const,
        registers,
      }),
      inFlight: new Gauge({
        name: 'http_requests_in_flight',
        help: 'Requests being answered now',
        registers,
      }),
      connections: new Gauge({
        name: 'http_open_connections',
        help: 'Open client connections (keep-alive ones included)',
        registers,
      }),
    },
    jobs: {
      runs: jobRuns,
      duration: jobDuration,
      lag: new Gauge({
        name: 'job_lag_seconds',
        help: 'Seconds since the job last ran without failing (since the runner started, before its first success)',
        labelNames: ['job'] as const,
        registers,
        collect() {
          const now = Date.now();
          for (const [job, startedAt] of jobStartedAt)
            this.set({ job }, (now - (jobLastSuccess.get(job) ?? startedAt)) / 1000);
        },
      }),
      /** The runner starts timing a job's lag. */
      started(job: string) {
        jobStartedAt.set(job, Date.now());
      },
      /** One run ended: counted, timed, and the lag reset when it did not fail. */
      ran(job: string, outcome: 'ok' | 'failed', seconds: number) {
        jobRuns.inc({ job, outcome });
        jobDuration.observe({ job }, seconds);
        if (outcome === 'ok') jobLastSuccess.set(job, Date.now());
      },
    },
    db: {
      pool: new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const stats = poolStats?.();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      }),
    },
    /** Payments settled; counted by the payment paths once their transaction committed. */
    payments: { settledTotal: paymentsSettled },
    /** Sessions booked (an approval or accepted proposal books one per requested session). */
    bookings: new Counter({
      name: 'sessions_booked_total',
      help: 'Sessions booked, by kind (therapy or evaluation)',
      labelNames: ['kind'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
