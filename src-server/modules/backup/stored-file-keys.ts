import type { EntityManager } from '@mikro-orm/postgresql';
import { photoKeys } from '../../../src-shared/photos.js';
import { LISTING_FILE_KEYS_SQL } from '../listings/listings.service.js';

/** Rows read from a cursor at a time. */
const FETCH_ROWS = 500;

/**
 * The store keys of every file the live records name (a voided photo's or document's files are
 * deleted with the void): each photo's sizes, then each document, a batch at a time from cursors of
 * the transaction `tx`, so what a backup copies matches the rows of its snapshot; then the listing
 * sites' kept exports. Each key once.
 */
export async function* storedFileKeys(tx: EntityManager): AsyncGenerator<string[]> {
  // Photos of the same upload share their files: each file once.
  await tx.execute(
    'declare backup_photos no scroll cursor for select distinct on (content_hash) content_hash, widths, avif from photos where voided_at is null order by content_hash, avif desc',
  );
  for (;;) {
    const photos = await tx.execute<{ content_hash: string; widths: number[]; avif: boolean }[]>(`fetch forward ${FETCH_ROWS} from backup_photos`);
    if (!photos.length) break;
    yield photos.flatMap((photo) => photoKeys({ contentHash: photo.content_hash, widths: photo.widths, avif: photo.avif }));
  }
  await tx.execute('close backup_photos');
  await tx.execute('declare backup_documents no scroll cursor for select file_key from documents where voided_at is null order by id');
  for (;;) {
    const documents = await tx.execute<{ file_key: string }[]>(`fetch forward ${FETCH_ROWS} from backup_documents`);
    if (!documents.length) break;
    yield documents.map((document) => document.file_key);
  }
  await tx.execute('close backup_documents');
  // The listing sites' kept exports (a few small files per site), so a restored latest run can still be downloaded.
  const listings = await tx.execute<{ file_key: string }[]>(LISTING_FILE_KEYS_SQL);
  if (listings.length) yield listings.map((file) => file.file_key);
}
