import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { withLog } from '../../../lib/log-context';
import { serializeError } from '../../../lib/log-redaction';
import type { RunContext } from '../../../lib/run-context';

export type { RunContext };

export interface Job {
  name: string;
  /** Answers counts for the log; throws only on unexpected failures (logged, then retried next run). */
  run(deps: AppDeps, context: RunContext): Promise<Record<string, number>>;
}

export interface JobRunnerOptions {
  intervalMs?: number;
  /** Delay of the first run: shortly after start, once the server is listening. */
  firstRunMs?: number;
}

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'child'>;

/**
 * Runs each job every minute in this process. A job's next run is scheduled only when its
 * current one ends, so a run never overlaps itself here; several processes may run the same job
 * at once, and the jobs' atomic claims keep them from doing anything twice. Timers use real time,
 * not deps.clock: the clock decides what is due, the timer only how often to look.
 */
export function startJobs(
  deps: AppDeps,
  jobs: readonly Job[],
  log: JobLog,
  options: JobRunnerOptions = {},
): { stop(): Promise<void> } {
  const controller = new AbortController();
  const intervalMs = options.intervalMs ?? 60_000;
  // A little jitter so processes started together do not all query in the same second.
  const firstRunMs = options.firstRunMs ?? 5_000 + Math.floor(Math.random() * 5_000);
  const loops = jobs.map((job) =>
    startLoop(job, { deps, log, signal: controller.signal, intervalMs, firstRunMs }),
  );
  return {
    async stop() {
      controller.abort();
      await Promise.all(loops.map((stop) => stop()));
    },
  };
}

function startLoop(
  job: Job,
  env: { deps: AppDeps; log: JobLog; signal: AbortSignal; intervalMs: number; firstRunMs: number },
): () => Promise<void> {
  const { deps, log, signal } = env;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const { jobs: metrics } = deps.metrics;
  metrics.started(job.name);

  const runOnce = async () => {
    const started = Date.now();
    // Every line of one run carries the job and a run id, whoever writes it (lib/log-context.ts).
    const runLog = log.child({ job: job.name, runId: randomUUID() });
    const context: RunContext = {
      signal,
      sendFailed: (error, facts) =>
        runLog.warn({ ...facts, error: serializeError(error) }, 'job message not sent'),
    };
    try {
      const counts = await withLog(runLog, () => job.run(deps, context));
      metrics.ran(job.name, 'ok', (Date.now() - started) / 1000);
      if (Object.values(counts).some((count) => count > 0)) runLog.info(counts, 'job ran');
    } catch (error) {
      // A failed run must never take the process down; the next run tries again.
      metrics.ran(job.name, 'failed', (Date.now() - started) / 1000);
      runLog.error({ error: serializeError(error) }, 'job failed');
    } finally {
      running = undefined;
      if (!signal.aborted) schedule(Math.max(0, env.intervalMs - (Date.now() - started)));
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce();
    }, delayMs);
    // The timer alone must not keep the process alive (tests, scripts, a closed server).
    timer.unref();
  };

  schedule(env.firstRunMs);
  return async () => {
    clearTimeout(timer);
    await running;
  };
}
