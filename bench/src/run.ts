/**
 * npm run bench: starts the built API with a fresh demo database, measures what the login page
 * downloads and how the API holds up under load, prints a report and writes
 * bench/results/latest.json. It reports figures; it never fails on timing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ratiosTo } from './baseline-ratios';
import { formatBrowserLoad, measureBrowserLoad } from './browser-load';
import { measureBundleSize, type BundleSize } from './bundle-size';
import { measureScenario, type LoadResult } from './load';
import { formatReport } from './report';
import { describeEnvironment, writeResults, type BenchResults } from './results';
import type { Scenario, ScenarioContext } from './scenario';
import { baselineScenario, scenarios } from './scenarios';
import { readSettings, type BenchSettings } from './settings';
import { startBenchServer } from './bench-server';
import { measureSlotComputation } from './slot-computation';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(benchDir, 'results', 'latest.json');
const LOGIN_PAGE = '/fa/login';

const progress = (message: string) => console.error(`bench: ${message}`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function bundleOf(baseUrl: string, budgetKiB: number): Promise<BundleSize> {
  progress(`measuring what ${LOGIN_PAGE} downloads`);
  try {
    return await measureBundleSize(baseUrl, LOGIN_PAGE, budgetKiB);
  } catch (error) {
    return { measured: false, page: LOGIN_PAGE, reason: messageOf(error) };
  }
}

/** Sequentially, so scenarios never compete for the two cores. */
async function loadAll(list: Scenario[], context: ScenarioContext, settings: BenchSettings) {
  const results: LoadResult[] = [];
  for (const scenario of list) {
    progress(
      `load: ${scenario.name} (${settings.warmupSeconds} s + ${settings.durationSeconds} s)`,
    );
    results.push(await measureScenario(scenario, context, settings));
  }
  return results;
}

async function main() {
  const settings = readSettings();
  const startedAt = new Date().toISOString();
  // In-process and before the server starts, so nothing competes for the CPU.
  progress('slot computation (in-process, no I/O)');
  const slotComputation = await measureSlotComputation();
  // A fresh database (scratch PostgreSQL with DATABASE_URL, else PGlite), seeded before start.
  const { server, stop } = await startBenchServer(progress);
  try {
    const bundle = await bundleOf(server.baseUrl, settings.loginJsBudgetKiB);
    progress(`opening ${LOGIN_PAGE} in chromium`);
    const browserLoad = await measureBrowserLoad(
      server.baseUrl,
      LOGIN_PAGE,
      settings.loginJsBudgetKiB,
    );
    const context = { baseUrl: server.baseUrl };
    const [baseline, ...others] = await loadAll(
      [baselineScenario, ...scenarios],
      context,
      settings,
    );
    const load = [baseline, ...others].flatMap((result) =>
      result && baseline ? [{ ...result, vsBaseline: ratiosTo(baseline, result) }] : [],
    );
    const results: BenchResults = {
      startedAt,
      finishedAt: new Date().toISOString(),
      environment: describeEnvironment(server.database),
      settings,
      bundle,
      browserLoad,
      load,
      slotComputation,
    };
    await writeResults(results, resultsFile);
    console.log(formatReport(results));
    console.log(`\n${formatBrowserLoad(browserLoad, LOGIN_PAGE)}`);
    console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    progress('stopping the server');
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(
    `bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
