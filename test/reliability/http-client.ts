import { CSRF_HEADERS } from '../app.js';

/**
 * A small HTTP client for the tests that talk to a listening server (load, outage, crash,
 * shutdown): every call answers, even a failed one, with how long it took.
 */

export interface TAnswer {
  status: number;
  /** The parsed JSON body, when there is one. */
  body: unknown;
  text: string;
  contentType: string | null;
  /** Milliseconds from sending to the whole body. */
  ms: number;
  /** Set when no HTTP answer came (refused, reset, timed out); status is then 0. */
  error?: string;
}

export interface TCallOptions {
  cookie?: string;
  body?: unknown;
  /** A call still unanswered after this long counts as hanging (status 0). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export async function callApi(base: string, method: string, path: string, options: TCallOptions = {}): Promise<TAnswer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') Object.assign(headers, { 'content-type': 'application/json', ...CSRF_HEADERS });
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text, contentType: response.headers.get('content-type'), ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = error instanceof Error ? error.message : String(error);
    return { status: 0, body: undefined, text: '', contentType: null, ms: performance.now() - started, error: cause ?? message };
  }
}

/** The record's id from a 200 answer. */
export function idOf(answer: TAnswer): number {
  const id = (answer.body as { id?: unknown } | undefined)?.id;
  if (answer.status !== 200 || typeof id !== 'number') throw new Error(`Expected a created record, got ${answer.status} ${answer.text.slice(0, 300)}`);
  return id;
}
