/** Driving a server with autocannon, and the latency percentiles autocannon's summary lacks. */
import autocannon from 'autocannon';
import { CSRF_HEADER } from '../src-server/plugins/security.js';

/** A JSON write, with the header the server asks of clients outside the browser. */
export const JSON_WRITE = { 'content-type': 'application/json', [CSRF_HEADER]: '1' };

export type TRequest = Pick<autocannon.Request, 'setupRequest'> & { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/** The latency below which a share of the responses came (0.95: the p95), in ms. */
export function percentile(latencies: number[], share: number): number {
  const sorted = latencies.toSorted((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
}

/** One autocannon run, with every response's latency (autocannon's own summary has no p95). */
export function cannon(options: autocannon.Options): Promise<{ result: autocannon.Result; latencies: number[] }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(options, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
