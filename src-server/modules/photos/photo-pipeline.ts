import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { PHOTO_MAX_BYTES, type TPhotoSizes } from '../../../src-shared/photos.js';
import { DomainError, tooLarge } from '../../domain-errors.js';
import type { TPhotoFile, TProcessedPhoto } from './photo-sizes.js';
import type { TTaskName, TTaskReply, TTaskRequest, TTasks } from './photo-worker.js';

export type { TPhotoFile, TProcessedPhoto } from './photo-sizes.js';

/**
 * Photos' sizes, made by the image worker (photo-worker.ts), a child process of the server
 * (decision 0012). The image library's memory lives there, not in the server: decoding a 12 MP
 * photo takes tens of MB, and the C allocator keeps much of what it freed, so twenty photos would
 * leave the server hundreds of MB larger. The worker starts with the first image, takes one image
 * at a time (the server's two cores are shared with the API), and exits after half a minute idle,
 * handing all of it back.
 */

const oneAtATime = pLimit(1);
const IDLE_MS = 30_000;

/**
 * The C allocator's settings for the worker (glibc; others ignore them): few arenas, and large
 * blocks (decoded images) mapped and unmapped rather than kept in an arena after use.
 */
const WORKER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

interface TWorker {
  child: ChildProcess;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

let worker: TWorker | undefined;
let nextId = 0;

/** The worker's entry beside this file: compiled JavaScript in a build, TypeScript (through tsx) in tests and development. */
function startWorker(): TWorker {
  const self = fileURLToPath(import.meta.url);
  const extension = path.extname(self);
  const child = fork(path.join(path.dirname(self), `photo-worker${extension}`), [], {
    serialization: 'advanced',
    execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
    env: { ...process.env, ...WORKER_ENV },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started: TWorker = { child, pending: new Map() };
  child.on('message', (reply: TTaskReply) => {
    const waiting = started.pending.get(reply.id);
    started.pending.delete(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(reply.error.kind ? new DomainError(reply.error.kind, reply.error.message) : new Error(`Image worker: ${reply.error.message}`));
  });
  child.on('exit', (code, signal) => {
    if (worker === started) worker = undefined;
    for (const { reject } of started.pending.values()) reject(new Error(`The image worker stopped (${signal ?? code}) before it answered`));
    started.pending.clear();
  });
  return started;
}

type TResult<Name extends TTaskName> = TTasks[Name]['result'];

/** Runs a task in the worker (one at a time), starting it if need be; it exits once idle for a while. */
function inWorker<Name extends TTaskName>(task: Name, ...args: TTasks[Name]['args']): Promise<TResult<Name>> {
  return oneAtATime(async (): Promise<TResult<Name>> => {
    const current = (worker ??= startWorker());
    clearTimeout(current.idle);
    // Held while it works (a script waiting for a photo stays alive); an idle worker never keeps the process running.
    current.child.ref();
    current.child.channel?.ref();
    try {
      const id = ++nextId;
      return await new Promise<TResult<Name>>((resolve, reject) => {
        current.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        current.child.send({ id, task, args } satisfies TTaskRequest);
      });
    } finally {
      current.child.unref();
      current.child.channel?.unref();
      current.idle = setTimeout(() => current.child.connected && current.child.disconnect(), IDLE_MS).unref();
    }
  });
}

/** Bytes come back as Uint8Array (structured clone); the stores and the database driver take Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const withBuffers = (files: TPhotoFile[]): TPhotoFile[] => files.map(({ key, file }) => ({ key, file: { ...file, body: asBuffer(file.body) } }));

export const photoTooLarge = (name: string) =>
  tooLarge(`${name} is larger than ${PHOTO_MAX_BYTES / (1024 * 1024)} MB, the most a photo may be: send a smaller one`);

/**
 * An upload's sizes (WebP and JPEG at every width of photoWidths), or a DomainError naming the file
 * (`name`): 415 when its bytes are not a JPEG, PNG, WebP or readable HEIC image, 413 when it is over
 * 15 MB or 50 megapixels.
 */
export async function processPhoto(source: Buffer, name = 'The file'): Promise<TProcessedPhoto> {
  if (source.length > PHOTO_MAX_BYTES) throw photoTooLarge(name);
  const photo = await inWorker('photoSizes', source, name);
  return { ...photo, files: withBuffers(photo.files) };
}

/** A photo's AVIF sizes, from its largest JPEG: each width is one task, so an upload waits for one size at most, not all. */
export async function makeAvifSizes(largestJpeg: Buffer, photo: Pick<TPhotoSizes, 'contentHash' | 'widths'>): Promise<TPhotoFile[]> {
  const files: TPhotoFile[] = [];
  for (const width of photo.widths) files.push(...withBuffers(await inWorker('avifSize', largestJpeg, photo.contentHash, width)));
  return files;
}

/** A drawing of the app's own (SVG) as a lossless PNG `width` px wide, to be taken as any upload. */
export async function renderDrawing(svg: Buffer, width: number): Promise<Buffer> {
  return asBuffer(await inWorker('drawingPng', svg, width));
}
