export interface TCallResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  /** From every response's latency; the others are autocannon's. */
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  /** The server's peak RSS once this call is done: which call raises it. */
  serverPeakRssMb: number;
}

/** A step timed run by run, one at a time, rather than driven as a load (the 12 MP photo upload). */
export interface TStepResult {
  name: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  /** Runs that did not complete (a size not served): left out of the median and the max. */
  errors: number;
  serverPeakRssMb: number;
}

export interface TSizeResult {
  size: number;
  calls: TCallResult[];
  steps: TStepResult[];
  serverPeakRssMb: number;
  /** From starting the server process on the existing database to /api/ready answering 200. */
  startupMs: number;
}

export interface TBundle {
  area: string;
  javascriptGzipKb: number;
  cssGzipKb: number;
}

/** The baseline's twin of a call (bench/baseline.ts), measured right after it in the same run. */
export const baselineOf = (name: string) => `${name} (baseline)`;

/** Budget of every call that has a baseline (issues 9 and 26): at least this share of its throughput. */
const BASELINE_BUDGET = 0.7;

interface TRatio {
  name: string;
  ours: number;
  baseline: number;
  /** Our requests per second over the baseline's; null when the baseline answered none. */
  ratio: number | null;
}

/** Each call measured with its baseline's twin, and our throughput over the baseline's. */
function baselineRatios(calls: TCallResult[]): TRatio[] {
  return calls.flatMap((call) => {
    const twin = calls.find((other) => other.name === baselineOf(call.name));
    if (!twin) return [];
    const [ours, baseline] = [call.requestsPerSecond, twin.requestsPerSecond];
    return [{ name: call.name, ours, baseline, ratio: baseline ? ours / baseline : null }];
  });
}

const shown = (ratio: number | null) => (ratio === null ? 'n/a' : ratio.toFixed(2));

/** One line for the console: each call's throughput over its baseline's. */
export function throughputLine(calls: TCallResult[]): string {
  const ratios = baselineRatios(calls);
  return ratios.length ? `Throughput over the baseline, same run: ${ratios.map(({ name, ratio }) => `${name} ${shown(ratio)}`).join('; ')}` : '';
}

function throughputTable(calls: TCallResult[]): string[] {
  const ratios = baselineRatios(calls);
  if (!ratios.length) return [];
  return [
    `Throughput over the baseline, same run (budget: at least ${BASELINE_BUDGET}):`,
    '',
    '| call | req/s | baseline req/s | ours over baseline | met |',
    '|---|---:|---:|---:|---|',
    ...ratios.map(
      ({ name, ours, baseline, ratio }) =>
        `| ${name} | ${ours} | ${baseline} | ${shown(ratio)} | ${ratio !== null && ratio >= BASELINE_BUDGET ? 'yes' : 'no'} |`,
    ),
    '',
  ];
}

/** Each call's p50 at the largest size over its p50 at the smallest (budget: at most 3). */
function growth(results: TSizeResult[]): string[] {
  const sorted = [...results].sort((a, b) => a.size - b.size);
  const [small, large] = [sorted[0], sorted.at(-1)];
  if (!small || !large || small === large) return [];
  const lines = [
    `## Growth: p50 at ${large.size.toLocaleString('en-US')} over p50 at ${small.size.toLocaleString('en-US')}`,
    '',
    '| call | ratio |',
    '|---|---:|',
  ];
  for (const call of large.calls) {
    const before = small.calls.find((other) => other.name === call.name)?.p50;
    // autocannon's latencies are whole milliseconds: below 1 ms both read as 0 or 1.
    if (before !== undefined) lines.push(`| ${call.name} | ${(Math.max(call.p50, 1) / Math.max(before, 1)).toFixed(1)} |`);
  }
  return [...lines, ''];
}

/** Markdown tables: each size's calls, our throughput over the baseline's, and the bundles. */
export function renderReport(results: TSizeResult[], bundles: TBundle[]): string {
  const lines = ['# Benchmark results', '', 'Latencies in ms.', ''];
  for (const result of results) {
    lines.push(
      `## ${result.size.toLocaleString('en-US')} animals`,
      '',
      `Server peak RSS: ${result.serverPeakRssMb} MB; ready ${result.startupMs} ms after start`,
      '',
    );
    lines.push('| call | req/s | p50 | p90 | p95 | p97.5 | p99 | errors | server peak RSS after, MB |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const call of result.calls) {
      lines.push(
        `| ${call.name} | ${call.requestsPerSecond} | ${call.p50} | ${call.p90} | ${call.p95} | ${call.p97_5} | ${call.p99} | ${call.errors} | ${call.serverPeakRssMb} |`,
      );
    }
    if (result.steps.length) {
      lines.push('', '| step, each run alone | runs | median | max | errors | server peak RSS after, MB |', '|---|---:|---:|---:|---:|---:|');
      for (const step of result.steps) {
        lines.push(`| ${step.name} | ${step.runs} | ${step.medianMs} | ${step.maxMs} | ${step.errors} | ${step.serverPeakRssMb} |`);
      }
    }
    lines.push('', ...throughputTable(result.calls));
  }
  lines.push(...growth(results));
  lines.push('## Initial bundles (gzip)', '', '| area | JavaScript KB | CSS KB |', '|---|---:|---:|');
  for (const bundle of bundles) lines.push(`| ${bundle.area} | ${bundle.javascriptGzipKb} | ${bundle.cssGzipKb} |`);
  return `${lines.join('\n')}\n`;
}
