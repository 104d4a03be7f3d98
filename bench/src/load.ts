import autocannon from 'autocannon';
import type { BenchSettings } from './settings';
import { resolveRequest, type Scenario, type ScenarioContext } from './scenario';

export interface LatencySummary {
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

export type LoadResult = { name: string; method: string; path: string } & (
  | { measured: false; reason: string }
  | {
      measured: true;
      requestsPerSecond: number;
      /** Milliseconds, from every response (sub-millisecond precision). */
      latencyMs: LatencySummary;
      responses: number;
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodes: Record<string, number>;
      durationSeconds: number;
    }
);

/** Seconds autocannon may overrun its duration before it is stopped. */
const OVERRUN_SECONDS = 15;
const REQUEST_TIMEOUT_SECONDS = 10;

function summarise(samples: number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const at = (percent: number) =>
    sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? 0;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return { p50: at(50), p99: at(99), mean: sorted.length ? sum / sorted.length : 0, max: at(100) };
}

/** One autocannon run, stopped by force if it outlives its duration by much. */
function runBounded(
  options: autocannon.Options & { duration: number },
  onLatency?: (milliseconds: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
    const guard = setTimeout(() => instance.stop(), (options.duration + OVERRUN_SECONDS) * 1000);
    guard.unref();
    instance.once('done', () => clearTimeout(guard));
    if (onLatency) instance.on('response', (_client, _status, _bytes, time) => onLatency(time));
  });
}

/** Setup, a discarded warm-up, then the measured run, all with the same request. */
export async function measureScenario(
  scenario: Scenario,
  context: ScenarioContext,
  settings: BenchSettings,
): Promise<LoadResult> {
  const { method, path } = scenario.request;
  let request;
  try {
    request = await resolveRequest(scenario, context);
  } catch (error) {
    const reason = `setup failed: ${error instanceof Error ? error.message : String(error)}`;
    return { name: scenario.name, method, path, measured: false, reason };
  }
  const options = {
    url: new URL(request.path, context.baseUrl).href,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: settings.connections,
    timeout: REQUEST_TIMEOUT_SECONDS,
  };
  await runBounded({ ...options, duration: settings.warmupSeconds });
  const latencies: number[] = [];
  const result = await runBounded({ ...options, duration: settings.durationSeconds }, (time) =>
    latencies.push(time),
  );
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count = 0 }]) => [code, count]),
  );
  return {
    name: scenario.name,
    method: request.method,
    path: request.path,
    measured: true,
    requestsPerSecond: latencies.length / result.duration,
    latencyMs: summarise(latencies),
    responses: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
  };
}
