import type { Writable } from 'node:stream';

/**
 * A `write` for writeBackup() into a stream, honouring backpressure: it waits while the reader
 * (a slow download, a disk) catches up, and fails once the stream is gone (the download was
 * cancelled), which ends the backup's transaction instead of holding it open.
 */
export function chunkWriter(stream: Writable): (chunk: string) => Promise<void> {
  return async (chunk) => {
    if (stream.destroyed) throw new Error('The backup was cancelled');
    if (stream.write(chunk)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });
    if (stream.destroyed) throw new Error('The backup was cancelled');
  };
}
