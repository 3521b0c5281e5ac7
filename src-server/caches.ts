import type { MikroORM } from '@mikro-orm/postgresql';
import type { TDashboardStats } from '../src-shared/schemas/dashboard.js';
import type { TAnimal } from '../src-shared/schemas/animals.js';
import type { TPage } from '../src-shared/paging.js';
import type { TDueList } from '../src-shared/schemas/care-plans.js';
import type { TCensus } from '../src-shared/schemas/locations.js';
import type { TKennelCards } from '../src-shared/schemas/printables.js';
import type { TDuplicatePair } from '../src-shared/schemas/people.js';
import type { TSettings } from '../src-shared/schemas/settings.js';
import { ReadCache } from './db/read-cache.js';
import type { TReportCaches } from './modules/reports/report-figures.js';
import { sessionCache, type TAuthUser } from './modules/auth/auth.service.js';
import { settingsCache } from './modules/settings/settings.service.js';
import { locationPathsCache } from './modules/locations/locations.service.js';

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
  /** The shelter's settings, read by nearly every call (settings.service.ts). */
  settings: ReadCache<TSettings>;
  /** Sessions recently seen, with their users (auth.service.ts). */
  sessions: ReadCache<TAuthUser | null>;
  /** Every location's path (locations.service.ts). */
  locationPaths: ReadCache<ReadonlyMap<number, string>>;
  /** The dashboard's statistics, by period and the shelter's day. */
  dashboard: ReadCache<TDashboardStats>;
  /** The reports' figures, by range. */
  reports: TReportCaches;
  /** The census, by day. */
  census: ReadCache<TCensus>;
  /** The registry's pages, by day and query (animals.service.ts). */
  registry: ReadCache<TPage<TAnimal>>;
  /** The medical due list's pages, by day and query (care-plans/due-list.ts). */
  dueLists: ReadCache<TDueList>;
  /** Kennel cards, by day, address and location or animal (printables/kennel-cards.ts). */
  kennelCards: ReadCache<TKennelCards>;
  /** The likely duplicate people: a whole table grouped three ways, kept until the next write. */
  duplicates: ReadCache<TDuplicatePair[]>;
  /** The portal's reads, by URL: the same for every visitor, and what the public hits hardest. */
  publicResponses: ReadCache<TCachedResponse>;
}

export function createCaches(orm: MikroORM): TCaches {
  const cache = <T>(maxEntries: number) => new ReadCache<T>(orm.em, { maxEntries });
  return {
    settings: settingsCache(orm.em),
    sessions: sessionCache(orm.em),
    locationPaths: locationPathsCache(orm.em),
    dashboard: cache(16),
    reports: { intakes: cache(32), adoptions: cache(32), financial: cache(32), sacMatrix: cache(16), asilomar: cache(32) },
    census: cache(16),
    registry: cache(128),
    dueLists: cache(64),
    kennelCards: cache(64),
    duplicates: cache(1),
    publicResponses: cache(100),
  };
}

/** Every entry of every cache, as if a write had just been made. */
export function clearCaches(caches: TCaches): void {
  caches.settings.clear();
  caches.sessions.clear();
  caches.locationPaths.clear();
  caches.dashboard.clear();
  caches.census.clear();
  caches.registry.clear();
  caches.dueLists.clear();
  caches.kennelCards.clear();
  caches.duplicates.clear();
  caches.publicResponses.clear();
  caches.reports.intakes.clear();
  caches.reports.adoptions.clear();
  caches.reports.financial.clear();
  caches.reports.sacMatrix.clear();
  caches.reports.asilomar.clear();
}
