import type { BrowserLoad } from './browser-load';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BaselineRatios } from './baseline-ratios';
import type { BundleSize } from './bundle-size';
import type { LoadResult } from './load';
import type { measureSlotComputation } from './slot-computation';
import type { BenchSettings } from './settings';

export type ComparedLoadResult = LoadResult & { vsBaseline: BaselineRatios };
export type SlotComputation = Awaited<ReturnType<typeof measureSlotComputation>>[number];

/** Everything one run measured; written to bench/results/latest.json. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    database: string;
  };
  settings: BenchSettings;
  bundle: BundleSize;
  /** The same page in a real browser, lazy chunks included. */
  browserLoad: BrowserLoad;
  load: ComparedLoadResult[];
  /** Pure slot computation in-process (no server, no database). */
  slotComputation: SlotComputation[];
}

export function describeEnvironment(database: string): BenchResults['environment'] {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    database,
  };
}

export async function writeResults(results: BenchResults, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
