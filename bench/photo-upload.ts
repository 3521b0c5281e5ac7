/**
 * The photo upload's budget (issue 22, bench/README.md): a 12-megapixel JPEG, as a phone sends it,
 * uploaded over HTTP to the running server, timed from the upload's start until every size of it
 * (each width as WebP and as JPEG) has answered 200 in full. Not a load: one upload at a time, each
 * once the previous one's AVIF sizes are made (the queue's work after an upload), so each meets a
 * server doing nothing else, as the budget means. The photos are voided afterwards (their files
 * deleted), so a kept dataset shows the same animals next time.
 */
import { performance } from 'node:perf_hooks';
import { PHOTO_WIDTHS, photoPath, type TPhotoFormat } from '../src-shared/photos.js';
import type { TPhoto } from '../src-shared/schemas/photos.js';
import { CSRF_HEADER } from '../src-server/plugins/security.js';
import { photoJpeg } from './photo-jpeg.js';
import type { TStepResult } from './report.js';

const SERVED_FORMATS: readonly TPhotoFormat[] = ['webp', 'jpeg'];
/** Long enough for the slowest AVIF encoding of a busy machine; a wait past it is an error of the run. */
const AVIF_WAIT_MS = 120_000;

const median = (values: readonly number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Waits until the photo's AVIF sizes are listed: the image worker is idle again. */
async function avifMade(base: string, cookie: string, photo: TPhoto): Promise<void> {
  const deadline = Date.now() + AVIF_WAIT_MS;
  while (Date.now() < deadline) {
    const photos = (await (await fetch(`${base}/api/animals/${photo.animalId}/photos`, { headers: { cookie } })).json()) as TPhoto[];
    if (photos.find((listed) => listed.id === photo.id)?.srcset.avif) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The AVIF sizes of photo ${photo.id} were not made within ${AVIF_WAIT_MS / 1000} s`);
}

/** One upload, and the milliseconds from its start until every size answered 200, or null if one did not. */
async function timedUpload(base: string, cookie: string, animalId: number, seed: number): Promise<{ photo: TPhoto; ms: number | null }> {
  const picture = await photoJpeg(4000, 3000, { seed });
  const form = new FormData();
  form.append('photos', new Blob([picture], { type: 'image/jpeg' }), `IMG_${1000 + seed}.JPG`);
  const started = performance.now();
  const response = await fetch(`${base}/api/animals/${animalId}/photos`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' }, body: form });
  if (!response.ok) throw new Error(`The 12 MP upload was refused: ${response.status} ${await response.text()}`);
  const [photo] = (await response.json()) as TPhoto[];
  const hash = /\/media\/photos\/([0-9a-f]+)\//.exec(photo?.src ?? '')?.[1];
  if (!photo || !hash) throw new Error('The 12 MP upload answered no photo');
  // Every width the budget names, not only those the answer lists: a size left out is a failure.
  const sizes = PHOTO_WIDTHS.flatMap((width) => SERVED_FORMATS.map((format) => photoPath(hash, width, format)));
  const served = await Promise.all(
    sizes.map(async (size) => {
      const file = await fetch(`${base}${size}`);
      await file.arrayBuffer();
      return file.status === 200;
    }),
  );
  return { photo, ms: served.every(Boolean) ? performance.now() - started : null };
}

/** `runs` uploads to `animalId`, one after another: the median and the slowest. */
export async function measurePhotoUpload(
  base: string,
  cookie: string,
  animalId: number,
  runs: number,
  name: string,
): Promise<Omit<TStepResult, 'serverPeakRssMb'>> {
  const times: number[] = [];
  const uploaded: TPhoto[] = [];
  let errors = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const { photo, ms } = await timedUpload(base, cookie, animalId, run);
      uploaded.push(photo);
      if (ms === null) errors++;
      else times.push(ms);
      await avifMade(base, cookie, photo);
    }
  } finally {
    for (const photo of uploaded) {
      const voided = await fetch(`${base}/api/photos/${photo.id}?reason=Benchmark`, { method: 'DELETE', headers: { cookie, [CSRF_HEADER]: '1' } });
      if (!voided.ok) console.error(`Photo ${photo.id} of the benchmark was not voided: ${voided.status} ${await voided.text()}`);
    }
  }
  return { name, runs, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(0, ...times)), errors };
}
