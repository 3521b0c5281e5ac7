import type { TFileStore, TStoredFile } from '../../storage/file-store.js';

/** Enough for the portal's first pages of cards in every format, small beside the process's budget. */
export const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;

/** Sizes larger than this are read from the store each time: a few big ones would push out many cards. */
const LARGEST_CACHED = 1024 * 1024;

const isPhotoKey = (key: string) => key.startsWith('photos/');

/**
 * The file store with the photos' sizes most recently read kept in memory, least recently used
 * first out, up to `maxBytes` (decision 0012: photos are served at thousands of requests a second,
 * a database round trip each would not keep up). A photo's key names its content, so a kept size
 * never goes stale; deleting it (a voided photo) drops it here at once. Only this process's
 * deletes are seen: the server runs one process per database (docs/architecture.md#read-caches).
 */
export function withPhotoCache(store: TFileStore, maxBytes = MEDIA_CACHE_BYTES): TFileStore {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const kept = new Map<string, TStoredFile>();
  let bytes = 0;
  /** Counts deletes, so a read that was under way when one happened does not keep what it read. */
  let deletes = 0;
  const drop = (key: string) => {
    const file = kept.get(key);
    if (!file) return;
    kept.delete(key);
    bytes -= file.body.length;
  };
  const keep = (key: string, file: TStoredFile) => {
    if (file.body.length > LARGEST_CACHED) return;
    drop(key);
    kept.set(key, file);
    bytes += file.body.length;
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const forget = () => {
    deletes++;
    kept.clear();
    bytes = 0;
  };
  const inTransaction = store.inTransaction?.bind(store);
  return {
    kind: store.kind,
    // A restore writes and clears in its transaction; what this process kept goes with what it clears.
    ...(inTransaction
      ? {
          inTransaction: (em) => {
            const inner = inTransaction(em);
            return {
              ...inner,
              async clear() {
                forget();
                await inner.clear();
              },
            };
          },
        }
      : {}),
    put: (key, file) => store.put(key, file),
    async get(key) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const before = deletes;
      const file = await store.get(key);
      if (file && isPhotoKey(key) && deletes === before) keep(key, file);
      return file;
    },
    async delete(keys) {
      // Counted before and after: a read overlapping either end may have found the files still there.
      deletes++;
      keys.forEach(drop);
      try {
        await store.delete(keys);
      } finally {
        deletes++;
      }
    },
  };
}
