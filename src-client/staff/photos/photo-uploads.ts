import { errorMessage } from '../../shared/errors';
import { sendFiles, UploadRefusal } from '../uploads/send-files';
import { sendable, withChosen, type TChosenPhoto } from './chosen-photos';

/** An animal's photos chosen and not yet uploaded, and the upload under way. */
export interface TPhotoUploads {
  chosen: readonly TChosenPhoto[];
  /** While an upload runs: how many of its photos have been sent. */
  progress: { done: number; total: number } | null;
  /** Why the last upload stopped before its end (the server unreachable or failing); its photos stay chosen, to send again. */
  failure: string | null;
  /** How many photos the last upload added, until more are chosen. */
  uploaded: number;
}

const IDLE: TPhotoUploads = { chosen: [], progress: null, failure: null, uploaded: 0 };

/**
 * Kept per animal outside any screen, for the browser tab's life: an upload carries on while staff
 * open another tab of the animal's page, photos chosen but not sent are still there when they come
 * back, and the ones an intake could not upload wait on the new animal's Photos tab.
 */
const uploads = new Map<number, TPhotoUploads>();
const listeners = new Set<() => void>();
export const subscribeToUploads = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const photoUploads = (animalId: number | null): TPhotoUploads => (animalId === null ? IDLE : (uploads.get(animalId) ?? IDLE));

function change(animalId: number, next: Partial<TPhotoUploads>): void {
  uploads.set(animalId, { ...photoUploads(animalId), ...next });
  listeners.forEach((listener) => listener());
}

const withRefusal = (chosen: readonly TChosenPhoto[], key: string, refusal: string) =>
  chosen.map((photo) => (photo.key === key ? { ...photo, refusal } : photo));

export function choosePhotos(animalId: number, files: readonly File[]): void {
  change(animalId, { chosen: withChosen(photoUploads(animalId).chosen, files), failure: null, uploaded: 0 });
}

export function unchoosePhoto(animalId: number, key: string): void {
  change(animalId, { chosen: photoUploads(animalId).chosen.filter((photo) => photo.key !== key) });
}

export function unchooseAll(animalId: number): void {
  change(animalId, { chosen: [], failure: null });
}

/**
 * Sends the chosen photos one request each, in the order chosen (the server adds each after the
 * animal's others): each shows on the page as it is made, and a refusal is that file's alone, its
 * message kept beside it. An unreachable or failing server stops the upload, the rest still chosen.
 */
export async function uploadChosen(animalId: number, onUploaded: () => Promise<unknown>): Promise<TPhotoUploads> {
  if (photoUploads(animalId).progress) return photoUploads(animalId);
  const queue = sendable(photoUploads(animalId).chosen);
  change(animalId, { progress: { done: 0, total: queue.length }, failure: null, uploaded: 0 });
  for (const [index, photo] of queue.entries()) {
    const form = new FormData();
    form.append('photos', photo.file, photo.file.name);
    try {
      await sendFiles(`/api/animals/${animalId}/photos`, form);
      change(animalId, { chosen: photoUploads(animalId).chosen.filter((chosen) => chosen.key !== photo.key), uploaded: photoUploads(animalId).uploaded + 1 });
      await onUploaded();
    } catch (error) {
      if (!(error instanceof UploadRefusal)) {
        change(animalId, { progress: null, failure: errorMessage(error) });
        return photoUploads(animalId);
      }
      change(animalId, { chosen: withRefusal(photoUploads(animalId).chosen, photo.key, error.message) });
    }
    change(animalId, { progress: { done: index + 1, total: queue.length } });
  }
  change(animalId, { progress: null });
  return photoUploads(animalId);
}
