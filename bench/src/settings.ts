/** Knobs read once from the environment; every one has a default that suits a laptop. */
export interface BenchSettings {
  /** Seconds measured per load scenario (BENCH_DURATION). */
  durationSeconds: number;
  /** Seconds of discarded load before each measurement (BENCH_WARMUP). */
  warmupSeconds: number;
  /** Concurrent connections per scenario (BENCH_CONNECTIONS). */
  connections: number;
  /** Compressed JavaScript the login page may load (SPEC budget). */
  loginJsBudgetKiB: number;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

export function readSettings(): BenchSettings {
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 8),
    warmupSeconds: positiveNumber('BENCH_WARMUP', 2),
    connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 10)),
    loginJsBudgetKiB: 150,
  };
}
