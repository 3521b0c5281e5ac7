import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * One hit: a window opens at the first, its count grows until it ends, and the next hit opens
 * another (as the plugin's own stores count). Each hit deletes the windows that have ended, but its
 * own key's, which its update reopens: the table holds live windows only.
 */
const HIT = `
  with ended as (delete from rate_limit_hits where resets_at <= now() and key <> ?)
  insert into rate_limit_hits as hit (key, count, resets_at) values (?, 1, now() + ? * interval '1 millisecond')
  on conflict (key) do update set
    count = case when hit.resets_at <= now() then 1 else hit.count + 1 end,
    resets_at = case when hit.resets_at <= now() then excluded.resets_at else hit.resets_at end
  returning count, ceil(extract(epoch from resets_at - now()) * 1000)::int as ttl`;

/**
 * @fastify/rate-limit's counts in the `rate_limit_hits` table (unlogged: counts, not records), so
 * every server process counts the same requests: one statement per hit, atomic whatever the
 * number of processes hitting one key at once.
 */
export function postgresRateLimitStore(orm: MikroORM): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The plugin makes the first with its options, which the statement does not need. */
    constructor(
      _options: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const scoped = this.namespace + key;
      orm.em
        .getConnection()
        .execute<{ count: number; ttl: number }[]>(HIT, [scoped, scoped, timeWindow])
        .then(([row]) => callback(null, { current: row?.count ?? 0, ttl: row?.ttl ?? 0 }), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // A route's own limit counts apart from the others, as the plugin's stores do; the plugin
      // passes the route as routeInfo, whatever its types say.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore(routeOptions, `${this.namespace}${String(route?.method)}${String(route?.url)}-`);
    }
  }
  return PostgresRateLimitStore;
}
