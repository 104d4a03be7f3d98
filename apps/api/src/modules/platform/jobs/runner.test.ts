import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../app-deps';
import { serializeError as describeError } from '../../../lib/log-redaction';
import { JOBS } from '../../../jobs';
import { contextLog } from '../../../lib/log-context';
import { createMetrics } from '../../../lib/metrics';
import { startJobs, type Job } from './runner';

const deps = () => ({ metrics: createMetrics() }) as AppDeps; // the fake jobs touch nothing else
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps its lines; a child's bindings are merged into each line, as pino does. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const make = (bindings: object): object => {
    const at = (level: string) => (obj: object, msg?: string) =>
      void lines.push({ level, obj: { ...bindings, ...obj }, msg: msg ?? '' });
    return {
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      child: (more: object) => make({ ...bindings, ...more }),
    };
  };
  return { lines, log: make({}) as never };
}

describe('job runner', () => {
  it('runs the reminders, the release rule and the expiry of abandoned payments', () => {
    expect(JOBS.map((job) => job.name)).toEqual([
      'session-reminders',
      'release-weekly-slots',
      'expire-abandoned-payments',
      'remove-orphan-files',
      'prune-throttles',
    ]);
  });

  it('repeats a job but never overlaps it with itself, even when a run outlasts the interval', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const slow: Job = {
      name: 'slow',
      run: async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await sleep(30);
        active -= 1;
        runs += 1;
        return { done: 1 };
      },
    };
    const { log, lines } = recordingLog();
    const runner = startJobs(deps(), [slow], log, { intervalMs: 5, firstRunMs: 0 });
    // Timing-free: wait for three runs however long the machine takes.
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await runner.stop();
    expect(maxActive).toBe(1);
    expect(lines[0]).toEqual({
      level: 'info',
      obj: { job: 'slow', runId: expect.any(String), done: 1 },
      msg: 'job ran',
    });
  });

  it('logs a failing run without its parameters and keeps going', async () => {
    let calls = 0;
    const failing: Job = {
      name: 'failing',
      run: async () => {
        calls += 1;
        throw new Error('Failed query: update "sessions" set …\nparams: client@example.com,secret');
      },
    };
    const { log, lines } = recordingLog();
    const runner = startJobs(deps(), [failing], log, { intervalMs: 5, firstRunMs: 0 });
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await runner.stop();
    expect(lines[0]?.level).toBe('error');
    expect(lines[0]?.msg).toBe('job failed');
    expect(lines[0]?.obj).toMatchObject({
      job: 'failing',
      error: { type: 'Error', message: 'Failed query: update "sessions" set …' },
    });
    expect(JSON.stringify(lines)).not.toContain('client@example.com');
  });

  it('gives each run an id that every line of the run carries, its own and those written deep inside', async () => {
    let runs = 0;
    const job: Job = {
      name: 'chatty',
      run: async (_deps, context) => {
        runs += 1;
        context.sendFailed?.(new Error('smtp down'), { sessionId: 7 });
        // Code the job calls finds the run's logger without being handed it.
        await Promise.resolve();
        contextLog(undefined)?.info({ deep: true }, 'inside the run');
        return { sent: 1 };
      },
    };
    const { log, lines } = recordingLog();
    const runner = startJobs(deps(), [job], log, { intervalMs: 5, firstRunMs: 0 });
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await runner.stop();
    const [first, second] = [lines.slice(0, 3), lines.slice(3, 6)];
    expect(first.map((line) => line.msg)).toEqual([
      'job message not sent',
      'inside the run',
      'job ran',
    ]);
    const ids = (group: typeof lines) => new Set(group.map((line) => line.obj.runId));
    expect(ids(first).size).toBe(1);
    expect(first.every((line) => line.obj.job === 'chatty')).toBe(true);
    expect(ids(second).size).toBe(1);
    expect([...ids(first)][0]).not.toBe([...ids(second)][0]);
  });

  it('counts runs by outcome and times them for /metrics', async () => {
    let calls = 0;
    const job: Job = {
      name: 'flaky',
      run: async () => {
        calls += 1;
        if (calls % 2 === 0) throw new Error('every other run fails');
        return {};
      },
    };
    const appDeps = deps();
    const runner = startJobs(appDeps, [job], recordingLog().log, { intervalMs: 1, firstRunMs: 0 });
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    await runner.stop();
    const text = await appDeps.metrics.registry.metrics();
    const count = (outcome: string) =>
      Number(
        new RegExp(`job_runs_total\\{job="flaky",outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1],
      );
    expect(count('ok')).toBeGreaterThanOrEqual(2);
    expect(count('failed')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/job_run_duration_seconds_count\{job="flaky"\} \d+/);
    expect(text).toMatch(/job_lag_seconds\{job="flaky"\} [\d.e-]+/);
  });

  it('stop() waits for the run in flight and no run starts afterwards', async () => {
    let started = 0;
    let finished = 0;
    let sawStop = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let announce = () => {};
    const inFlight = new Promise<void>((resolve) => (announce = resolve));
    const job: Job = {
      name: 'steady',
      run: async (_deps, context) => {
        started += 1;
        announce();
        await gate;
        finished += 1;
        // The run sees the stop request, so a long one can end between batches.
        sawStop = context.signal?.aborted === true;
        return {};
      },
    };
    const { log } = recordingLog();
    const runner = startJobs(deps(), [job], log, { intervalMs: 1, firstRunMs: 0 });
    await inFlight;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false); // still waiting for the run in flight
    release();
    await stopping;
    expect({ started, finished, sawStop }).toEqual({ started: 1, finished: 1, sawStop: true });
    await sleep(20);
    expect(started).toBe(1);
  });

  it('describeError keeps the kind, the code and the cause, never the parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const error = new Error('Failed query: insert …\nparams: someone@example.com', { cause });
    const described = describeError(error);
    expect(described).toMatchObject({
      type: 'Error',
      code: '23505',
      message: 'Failed query: insert …',
      cause: 'Error: duplicate key value violates unique constraint',
    });
    expect(JSON.stringify(described)).not.toContain('someone@example.com');
    expect(describeError('plain string')).toEqual({ type: 'string' });
  });
});
