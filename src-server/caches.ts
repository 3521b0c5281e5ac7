import type { MikroORM } from '@mikro-orm/postgresql';
import type { TDashboardStats } from '../src-shared/schemas/dashboard.js';
import { ReadCache } from './db/read-cache.js';

/** A public API answer as it was sent, kept whole (plugins/api-caching.ts). */
export interface TCachedResponse {
  payload: string;
  contentType: string;
  etag: string;
  /** Its compressed forms, made when a client first asks for one. */
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/** The read caches of one running app (db/read-cache.ts says when an entry is dropped). */
export interface TCaches {
  /** The dashboard's statistics, by period and the shelter's day. */
  dashboard: ReadCache<TDashboardStats>;
  /** The portal's reads, by URL: the same for every visitor, and what the public hits hardest. */
  publicResponses: ReadCache<TCachedResponse>;
}

export function createCaches(orm: MikroORM): TCaches {
  return {
    dashboard: new ReadCache(orm.em, { maxAgeMs: 60_000, maxEntries: 16 }),
    publicResponses: new ReadCache(orm.em, { maxAgeMs: 60_000, maxEntries: 100 }),
  };
}
