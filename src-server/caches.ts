import type { MikroORM } from '@mikro-orm/postgresql';
import type { TDashboardStats } from '../src-shared/schemas/dashboard.js';
import { ReadCache } from './db/read-cache.js';

/** The read caches of one running app (db/read-cache.ts says when an entry is dropped). */
export interface TCaches {
  /** The dashboard's statistics, by period and the shelter's day. */
  dashboard: ReadCache<TDashboardStats>;
}

export function createCaches(orm: MikroORM): TCaches {
  return { dashboard: new ReadCache(orm.em, 60_000) };
}
