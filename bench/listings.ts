/**
 * `npm run bench:listings -- --sizes 1000,100000`: one run of each listing site's export
 * (src-server/modules/listings) with that many animals listed publicly, timed. Worst case: every
 * animal is listed (a real shelter of 100,000 animals lists a few hundred, bench/README.md), with a
 * weight, a birth date, traits and a two-paragraph description with commas and quotes. Its own
 * database (`shelter_bench_listings` on DATABASE_URL's server, replaced), files in PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src-server/config.js';
import { ensureDatabase, migrate, openDatabase } from '../src-server/db/database.js';
import { runListingExport } from '../src-server/modules/listings/listings.service.js';
import { createFileStore } from '../src-server/storage/create-store.js';
import { LISTING_SITES } from '../src-shared/schemas/listings.js';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,100000' } } });
const sizes = values.sizes.split(',').map(Number);
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server: the bench makes a database of its own there');
  process.exit(2);
}
const url = await ensureDatabase(config.databaseUrl, 'shelter_bench_listings');
const db = await openDatabase({ databaseUrl: url, dataDir: config.dataDir });
const today = '2026-11-27';
try {
  await migrate(db.orm);
  const files = createFileStore({ kind: 'postgres' }, db.orm);
  const em = db.orm.em.fork();
  for (const animals of sizes) {
    await em.execute(`delete from listing_exports; delete from stored_files where key like 'listings/%'; delete from animals`);
    await em.execute(
      `insert into animals (id, animal_id, name, species, breed, sex, age, intake_date, birth_date, status, traits, description, weight_grams, public_listing, version, created_at, updated_at)
       select i, 'A-' || lpad(i::text, 7, '0'), 'Pepper ' || i, case when i % 3 = 0 then 'Cat' else 'Dog' end,
              case when i % 3 = 0 then 'DSH mix' else 'Labrador Retriever / Boxer' end, case when i % 2 = 0 then 'Female' else 'Male' end,
              '3 years', date '2026-01-01' + (i % 300), date '2023-01-01' - (i % 3000), case when i % 4 = 0 then 'In Foster' else 'Available' end,
              array['Good with kids', 'House-trained', 'Not good with cats'],
              E'A gentle, "curious" companion who loves quiet walks, a warm lap and long naps.\\n\\nSettles in quickly; enjoys company, toys and treats.',
              2000 + (i % 40) * 1000, true, 1, now(), now()
         from generate_series(1, ?) as i`,
      [animals],
    );
    for (const site of LISTING_SITES) {
      const started = performance.now();
      const run = await runListingExport(db.orm.em.fork(), files, { listings: config.listings, publicUrl: 'https://shelter.example.org' }, site, today);
      const seconds = (performance.now() - started) / 1000;
      const bytes = run.files.reduce((sum, file) => sum + file.bytes, 0);
      console.log(
        JSON.stringify({ site, animals: run.animals, state: run.state, seconds: Number(seconds.toFixed(2)), megabytes: Number((bytes / 1e6).toFixed(1)) }),
      );
    }
  }
} finally {
  await db.close();
}
