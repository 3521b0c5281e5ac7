/**
 * The dataset's photos (docs/domain.md#photos): a photo for every tenth animal, as its primary one.
 * Each species' drawing is made into a photo once by the app's own pipeline and its sizes stored
 * once; the animals of a species share it, as content-keyed files may (decision 0012). Their AVIF
 * sizes are made here too, as the queue made them long ago in a shelter with a decade of photos:
 * left to a fresh server, that work would run during the first measured calls.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { prepareLocalImage } from '../src-server/modules/photos/import-image-url.js';
import { makePhotoAvif } from '../src-server/modules/photos/photos.service.js';
import { postgresStore } from '../src-server/storage/postgres-store.js';

type TRun = (sql: string, params?: unknown[]) => Promise<unknown>;

const DRAWINGS: Record<string, string> = { Dog: 'dog-golden', Cat: 'cat-orange', Bird: 'bird-parakeet', 'Small Animal': 'rabbit', Other: 'turtle' };

export async function writePhotos(orm: MikroORM, run: TRun): Promise<void> {
  const files = postgresStore(orm);
  for (const [species, drawing] of Object.entries(DRAWINGS)) {
    const photo = await prepareLocalImage(orm.em.fork(), files, `/images/animals/${drawing}.svg`);
    if (!photo) throw new Error(`The drawing ${drawing} could not be made into a photo`);
    for (const { key, file } of photo.files) await files.put(key, file);
    await run(
      `insert into photos (animal_id, position, caption, content_hash, width, height, widths, avif, source_type, source_bytes, uploaded_by_id, version, created_at)
       select id, 0, null, ?, ?, ?, ?::int[], false, ?, ?, null, 1, now() from animals where species = ? and id % 10 = 0`,
      [photo.contentHash, photo.width, photo.height, `{${photo.widths.join(',')}}`, photo.sourceType, photo.sourceBytes, species],
    );
    // One photo's AVIF sizes are every photo's of the same content (photos.service.ts makePhotoAvif).
    const [first] = await orm.em.getConnection().execute<{ id: number }[]>('select id from photos where content_hash = ? limit 1', [photo.contentHash]);
    if (first) await makePhotoAvif(orm.em.fork(), files, first.id);
  }
}
