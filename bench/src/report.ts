import type { BundleSize } from './bundle-size';
import type { BenchResults, ComparedLoadResult } from './results';
import { textTable } from './text-table';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const times = (ratio: number | null) => (ratio === null ? '—' : `${ratio.toFixed(2)}×`);
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

export function formatBundle(bundle: BundleSize): string {
  if (!bundle.measured) return `Bundle size of ${bundle.page}: not measured (${bundle.reason})`;
  const { totals, jsBudget, html } = bundle;
  const row = (label: string, total: (typeof totals)['js']) => [
    label,
    String(total.files),
    kib(total.bytes),
    total.encodings.join(', ') || '—',
  ];
  const lines = [
    `Bundle size of ${bundle.page} (compressed as served; HTML ${kib(html.bytes)} KiB ${html.encoding})`,
    textTable(
      ['type', 'files', 'KiB', 'encoding'],
      [row('JS', totals.js), row('CSS', totals.css), row('fonts (preloaded)', totals.font)],
    ),
    `  JS budget: ${jsBudget.usedKiB.toFixed(1)} of ${jsBudget.limitKiB} KiB -> ${jsBudget.verdict}`,
    '',
    textTable(
      ['file', 'type', 'KiB', 'encoding', 'loaded by'],
      bundle.assets.map((asset) => [
        asset.path,
        asset.kind,
        kib(asset.bytes),
        asset.encoding,
        asset.via,
      ]),
    ),
  ];
  if (bundle.persianFonts.length > 0) {
    lines.push(
      '',
      '  Persian fonts referenced by the CSS (for information):',
      textTable(
        ['file', 'family', 'KiB', 'encoding', 'when'],
        bundle.persianFonts.map((font) => [
          font.path,
          font.family,
          kib(font.bytes),
          font.encoding,
          font.preloaded ? 'preloaded' : 'on first use',
        ]),
      ),
    );
  }
  return lines.join('\n');
}

function loadRow(result: ComparedLoadResult & { measured: true }): string[] {
  return [
    result.name,
    result.requestsPerSecond.toFixed(0),
    ms(result.latencyMs.p50),
    ms(result.latencyMs.p99),
    String(result.non2xx),
    String(result.errors),
    times(result.vsBaseline.throughput),
    times(result.vsBaseline.p99),
  ];
}

export function formatLoad(results: BenchResults): string {
  const { settings, environment } = results;
  return [
    `Load (${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
      `${settings.durationSeconds} s measured; ${environment.database}; ` +
      `${environment.cpus} CPUs, Node ${environment.node})`,
    textTable(
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'req/s vs base',
        'p99 vs base',
      ],
      results.load.flatMap((result) => (result.measured ? [loadRow(result)] : [])),
    ),
    ...results.load.flatMap((result) =>
      result.measured ? [] : [`  ${result.name}: not measured (${result.reason})`],
    ),
  ].join('\n');
}

export function formatSlotComputation(results: BenchResults): string {
  return [
    'Slot computation (in-process: no server, no database)',
    textTable(
      ['case', 'ms per run', 'slots'],
      results.slotComputation.map((run) => [run.label, run.perRunMs.toFixed(3), String(run.slots)]),
    ),
  ].join('\n');
}

export function formatReport(results: BenchResults): string {
  return `\n${formatBundle(results.bundle)}\n\n${formatLoad(results)}\n\n${formatSlotComputation(results)}\n`;
}
