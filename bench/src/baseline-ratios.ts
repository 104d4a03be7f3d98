import type { LoadResult } from './load';

/** A scenario relative to the baseline measured in the same run, on the same machine. */
export interface BaselineRatios {
  /** Requests per second divided by the baseline's (1 = as fast as /healthz). */
  throughput: number | null;
  /** p99 latency divided by the baseline's (1 = as quick as /healthz). */
  p99: number | null;
}

function ratio(value: number, base: number): number | null {
  return base > 0 && Number.isFinite(value) ? value / base : null;
}

export function ratiosTo(baseline: LoadResult, result: LoadResult): BaselineRatios {
  if (!baseline.measured || !result.measured) return { throughput: null, p99: null };
  return {
    throughput: ratio(result.requestsPerSecond, baseline.requestsPerSecond),
    p99: ratio(result.latencyMs.p99, baseline.latencyMs.p99),
  };
}
