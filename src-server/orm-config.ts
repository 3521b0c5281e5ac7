import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index.js';
import { DEFAULT_POOL_MAX } from './config.js';
import { CacheCoherence } from './db/cache-coherence.js';
import { AuditSubscriber } from './modules/audit/audit.subscriber.js';
import { auditedEntities, entities } from './entities.js';

/**
 * One configuration for the app, the migration commands and the tests. Only the command that
 * writes migrations keeps the schema snapshot; running migrations never touches the repository.
 */
export function ormConfig(clientUrl: string, options: { snapshot?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    // Each ORM its own CacheCoherence: it names the ORM's announcements of its commits.
    subscribers: [new AuditSubscriber(auditedEntities), new CacheCoherence()],
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    // Dates stay `YYYY-MM-DD` strings and instants UTC: nothing shifts with the server's zone.
    forceUtcTimezone: true,
    // While the database is down a request must fail within 2 s (a 503, never a hanging call).
    // That comes from the connections, not from waiting in the pool: a refused connection fails
    // at once, an unanswered one after connectionTimeoutMillis, and each failure is passed to a
    // request waiting for a connection (knex's propagateCreateError). acquireTimeoutMillis only
    // bounds a wait for a busy pool, which under heavy load may take seconds and is not an error.
    pool: { min: 0, max: options.poolMax ?? DEFAULT_POOL_MAX, acquireTimeoutMillis: 10_000 },
    driverOptions: {
      connection: { connectionTimeoutMillis: 1500, keepAlive: true },
      // knex prints a warning to the console for each pooled connection the server dropped;
      // the requests that meet the outage are logged as 503s, as JSON, instead.
      log: { warn: () => {} },
    },
    migrations: {
      migrationsList,
      path: 'migrations',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      // prepare() logs what it applied, once, as JSON like every other line.
      silent: true,
      allOrNothing: true,
      snapshot: options.snapshot ?? false,
      snapshotName: '.snapshot-shelter',
      emit: 'ts',
    },
    debug: false,
    allowGlobalContext: false,
  });
}
