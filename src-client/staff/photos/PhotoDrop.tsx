import { FileDrop } from '../uploads/FileDrop';
import { PHOTO_MAX_MB } from './chosen-photos';

/** Where photos are chosen, several at once: dropped, picked from the device, or taken with a phone's camera. */
export function PhotoDrop({ disabled, onFiles }: { disabled?: boolean; onFiles: (files: File[]) => void }) {
  return (
    <FileDrop
      chooseLabel="Choose Photos"
      hint={`Drop photos here, or choose them: JPEG, PNG, WebP or HEIC, up to ${PHOTO_MAX_MB} MB each.`}
      accept="image/*"
      multiple
      camera
      disabled={disabled}
      onFiles={onFiles}
    />
  );
}
