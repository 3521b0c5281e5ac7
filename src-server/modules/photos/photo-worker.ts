import { DomainError } from '../../domain-errors.js';
import { avifSize, drawingPng, photoSizes, type TPhotoFile, type TProcessedPhoto } from './photo-sizes.js';

/**
 * The image worker: a child process of the server that does the image library's work
 * (photo-sizes.ts), one task at a time, for photo-pipeline.ts. Its memory (decoded pixels, and
 * what the C allocator keeps of them) is its own and goes back when it exits, idle or with its
 * parent.
 */

/** The tasks by name: the arguments the server sends, and what each answers. */
export interface TTasks {
  photoSizes: { args: [source: Buffer, name: string]; result: TProcessedPhoto };
  avifSize: { args: [largestJpeg: Buffer, contentHash: string, width: number]; result: TPhotoFile[] };
  drawingPng: { args: [svg: Buffer, width: number]; result: Buffer };
}
export type TTaskName = keyof TTasks;

const TASKS: { [Name in TTaskName]: (...args: TTasks[Name]['args']) => Promise<TTasks[Name]['result']> } = { photoSizes, avifSize, drawingPng };

export interface TTaskRequest {
  id: number;
  task: TTaskName;
  args: unknown[];
}

export type TTaskReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { kind?: DomainError['kind']; message: string } };

/** Bytes arrive as Uint8Array (structured clone): the image library and hashing take Buffers. */
const asBuffer = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

if (process.send) {
  const send = (reply: TTaskReply) => process.send?.(reply);
  process.on('message', (request: TTaskRequest) => {
    const run = TASKS[request.task] as (...args: unknown[]) => Promise<unknown>;
    run(...request.args.map(asBuffer)).then(
      (result) => send({ id: request.id, ok: true, result }),
      (error: unknown) =>
        send({
          id: request.id,
          ok: false,
          error:
            error instanceof DomainError ? { kind: error.kind, message: error.message } : { message: error instanceof Error ? error.message : String(error) },
        }),
    );
  });
  // The server closed the channel (it stopped, was killed, or let an idle worker go): nothing is left to do.
  process.on('disconnect', () => process.exit(0));
}
