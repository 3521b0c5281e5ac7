import { useState, type DragEvent } from 'react';
import type { TPhoto } from '../../../src-shared/schemas/photos';
import { trpc } from '../../shared/trpc';
import { notifyRefusal } from '../records/notify-refusal';
import { movedMessage, movedTo } from './photo-order';

/**
 * Putting an animal's photos in order: one moved to another place (by its buttons, or dragged onto
 * another photo), or made primary (moved first). After each move a screen reader hears where the
 * photo went (`announcement`), which it would otherwise not notice; a refusal shows as a toast.
 */
export function usePhotoArrangement(animalId: number, photos: readonly TPhoto[] | undefined) {
  const reorder = trpc.photos.reorder.useMutation();
  const update = trpc.photos.update.useMutation();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = photos?.map((photo) => photo.id) ?? [];

  const move = (photo: TPhoto, to: number) => {
    setAnnouncement('');
    reorder.mutate(
      { animalId, photoIds: movedTo(ids, ids.indexOf(photo.id), to) },
      { onSuccess: () => setAnnouncement(movedMessage(to, ids.length)), onError: (error) => notifyRefusal(error, 'The photos were not reordered.') },
    );
  };
  const makePrimary = (photo: TPhoto) => {
    setAnnouncement('');
    update.mutate(
      { id: photo.id, primary: true, version: photo.version },
      { onSuccess: () => setAnnouncement(movedMessage(0, ids.length)), onError: (error) => notifyRefusal(error, 'The photo was not made primary.') },
    );
  };
  /** What makes the photo at `index` draggable, and a place to drop another. */
  const dragHandlers = (index: number) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged !== null) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const photo = dragged === null ? undefined : photos?.[dragged];
      if (!photo) return;
      event.preventDefault();
      setDragged(null);
      if (dragged !== index) move(photo, index);
    },
  });

  return { move, makePrimary, moving: reorder.isPending || update.isPending, announcement, dragHandlers, dragEnded: () => setDragged(null) };
}
