import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { trpc } from '../../shared/trpc';
import { photoUploads, subscribeToUploads, uploadChosen, type TPhotoUploads } from './photo-uploads';

/** An animal's chosen photos and upload, as they change (none before the animal is saved: `null`). */
export function usePhotoUploads(animalId: number | null): TPhotoUploads {
  return useSyncExternalStore(subscribeToUploads, () => photoUploads(animalId));
}

/**
 * Uploads an animal's chosen photos; resolves with what is left (refused, or not sent). A write
 * like any other: once it ends every screen's data is fetched again (shared/query-client.ts).
 */
export function useUploadPhotos() {
  const utils = trpc.useUtils();
  return useMutation({ mutationFn: (animalId: number) => uploadChosen(animalId, () => utils.photos.byAnimal.invalidate({ animalId })) });
}
