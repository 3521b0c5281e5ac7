import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { extract, type Entry } from 'tar-stream';
import { DomainError, invalid } from '../../domain-errors.js';

/** The most an entry read whole may hold (a file, the manifest): far above any file Shelter keeps. */
const ENTRY_MAX_BYTES = 256 * 1024 * 1024;

export interface TArchiveReader {
  /** The next entry, or undefined after the last. */
  next(): Promise<Entry | undefined>;
  /** The entry's bytes, whole. */
  bytes(entry: Entry): Promise<Buffer>;
  /** The entry's lines (a newline ends each), one at a time. */
  lines(entry: Entry): AsyncGenerator<string>;
  /** Stops reading; what the client still sends is read and dropped, so it gets the answer. */
  close(): void;
}

/** What tar-stream and a cut-off upload throw, as the restore's refusal; `started` once an entry was read. */
function unreadable(error: unknown, started: boolean): Error {
  if (error instanceof DomainError) return error;
  if (!started) return invalid('This file is not a Shelter backup');
  if (error instanceof Error && /Unexpected end of data|cut short/.test(error.message)) {
    return invalid('This backup archive is incomplete: it ends in the middle of an entry. Download the backup again.');
  }
  return invalid('This backup archive is damaged: an entry cannot be read');
}

/**
 * Reads a tar archive as it arrives from `body`, an entry at a time: each entry must be read
 * before the next, and nothing is buffered beyond the entry being read. Errors of the archive
 * (not a tar, cut short) become 400s.
 */
export function readArchive(body: Readable): TArchiveReader {
  const tar = extract();
  const fail = (error: Error) => tar.destroy(error);
  // An upload cut off mid-way may close without an error: the archive must not wait for more.
  const closed = () => {
    if (!body.readableEnded) fail(new Error('The upload was cut short'));
  };
  body.on('error', fail).on('close', closed);
  body.pipe(tar);
  const entries = tar[Symbol.asyncIterator]();
  let started = false;

  const guard = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      throw unreadable(error, started);
    }
  };

  return {
    next: () =>
      guard(async () => {
        const result = await entries.next();
        started = true;
        return result.done ? undefined : result.value;
      }),
    bytes: (entry) =>
      guard(async () => {
        const size = entry.header.size ?? 0;
        if (size > ENTRY_MAX_BYTES) throw invalid(`This backup archive is damaged: its entry ${entry.header.name} is larger than any file Shelter keeps`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk);
        return Buffer.concat(chunks, size);
      }),
    async *lines(entry) {
      const decoder = new StringDecoder('utf8');
      let rest = '';
      const chunks = entry[Symbol.asyncIterator]();
      for (;;) {
        const { value, done } = await guard(() => chunks.next());
        if (done) break;
        const text = rest + decoder.write(value);
        const lines = text.split('\n');
        rest = lines.pop() ?? '';
        yield* lines;
      }
      rest += decoder.end();
      if (rest) yield rest;
    },
    close() {
      body.off('error', fail).off('close', closed);
      body.unpipe(tar);
      tar.destroy();
      if (!body.readableEnded && !body.destroyed) body.resume();
    },
  };
}
