/**
 * What a driver's error means, read through the wrappers MikroORM, knex and pg put around it. The
 * HTTP layer (trpc/error-map.ts) and the queue (queue.ts) both ask; the HTTP layer asks about
 * Redis's too (limits.ts).
 */

/**
 * The forms "the database cannot be reached" takes: socket errors of the driver (refused, reset,
 * unreachable host, DNS), and PostgreSQL's own codes for a server that is shutting down, starting,
 * crashed or full (class 08 connection exceptions, 57P01-57P03 operator intervention, 53300 too
 * many connections).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * Texts of the pool, knex and pg for the same situations, which come without a code. The last:
 * when the connection dies under a transaction (its COMMIT fails), MikroORM's ROLLBACK on the
 * finished transaction fails in turn, and that error replaces the connection's own.
 */
const CONNECTION_MESSAGES =
  /Knex: Timeout acquiring a connection|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly|timeout exceeded when trying to connect|Transaction query already complete/;

/**
 * PostgreSQL refusing text it cannot store: U+0000 in a statement parameter, which reaches the
 * server as a malformed message (08P01) or in SQL text (22021), or an unpaired surrogate in JSON
 * (22P05). Input is checked for both before it reaches a procedure (text-input.ts); this catches
 * text that becomes so later, such as a percent-decoded path parameter.
 */
const UNSTORABLE_TEXT_CODES = new Set(['08P01', '22021', '22P05']);

/**
 * True when `test` holds for the error or anything it wraps: MikroORM wraps driver errors
 * (DriverException with a `cause`), the pool wraps the driver's, and a failed dual-stack connect
 * is an AggregateError.
 */
function somewhereInside(error: unknown, test: (error: Error & { code?: unknown }) => boolean, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (test(error)) return true;
  const nested = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [error.cause, ...nested].some((inner) => somewhereInside(inner, test, depth + 1));
}

const hasCode = (codes: Set<string>) => (error: { code?: unknown }) => typeof error.code === 'string' && codes.has(error.code);

/** True when the failure means the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return somewhereInside(error, (inner) => hasCode(CONNECTION_CODES)(inner) || CONNECTION_MESSAGES.test(inner.message));
}

/**
 * True when the failure means Redis (REDIS_URL) is out of reach: ioredis gives up on a command
 * after its retries (MaxRetriesPerRequestError), or on a connection it has ended ("Connection is
 * closed."). The socket's own errors (ECONNREFUSED…) go to the client's `error` event, not to
 * the command.
 */
export function isRedisUnavailable(error: unknown): boolean {
  return somewhereInside(error, (inner) => inner.name === 'MaxRetriesPerRequestError' || inner.message === 'Connection is closed.');
}

/** True when PostgreSQL refused text it cannot store (a 400, not a fault of the server). */
export function isUnstorableText(error: unknown): boolean {
  return somewhereInside(error, hasCode(UNSTORABLE_TEXT_CODES));
}
