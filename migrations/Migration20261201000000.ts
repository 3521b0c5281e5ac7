import { Migration } from '@mikro-orm/migrations';

/**
 * The abuse limits' counts, shared by every server process (docs/decisions/0016-several-processes.md):
 * requests per address and window (@fastify/rate-limit's store, src-server/rate-limit-store.ts), and
 * failed logins by address and account (modules/auth/postgres-login-attempt-store.ts).
 *
 * Unlogged: counts of the last minutes, not records. PostgreSQL skips their write-ahead log (a hit
 * costs less) and empties them after a crash, which forgives a few failures; backups leave them out.
 */
export class Migration20261201000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table "rate_limit_hits" ("key" text primary key, "count" int not null, "resets_at" timestamptz not null);`);
    this.addSql(`create index "rate_limit_hits_resets_at_idx" on "rate_limit_hits" ("resets_at");`);
    this.addSql(`create unlogged table "login_failures" ("id" bigint generated always as identity primary key, "key" text not null, "at" bigint not null);`);
    this.addSql(`create index "login_failures_key_at_idx" on "login_failures" ("key", "at");`);
    this.addSql(`create index "login_failures_at_idx" on "login_failures" ("at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hits";`);
    this.addSql(`drop table if exists "login_failures";`);
  }
}
