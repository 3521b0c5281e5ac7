import { Alert, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { UploadIcon } from 'lucide-react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { ChosenPhotoList } from './ChosenPhotoList';
import { sendable } from './chosen-photos';
import { choosePhotos, unchooseAll, unchoosePhoto } from './photo-uploads';
import { usePhotoUploads, useUploadPhotos } from './use-photo-uploads';
import { PhotoDrop } from './PhotoDrop';

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/**
 * Adds photos to an animal: chosen (dropped, picked, or taken with a phone's camera), listed, then
 * uploaded one after another, each showing in the grid as it is made. A refused file stays in the
 * list with the server's reason; an upload that could not finish keeps the rest to send again.
 */
export function PhotoUploader({ animal }: { animal: Pick<TAnimal, 'id' | 'name'> }) {
  const { chosen, progress, failure, uploaded } = usePhotoUploads(animal.id);
  const upload = useUploadPhotos();
  const busy = progress !== null;
  const ready = sendable(chosen).length;

  return (
    <Stack gap="3">
      <PhotoDrop disabled={busy} onFiles={(files) => choosePhotos(animal.id, files)} />
      <ChosenPhotoList chosen={chosen} onRemove={busy ? undefined : (key) => unchoosePhoto(animal.id, key)} />
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The upload stopped: {failure}</Alert.Title>
            <Alert.Description>The photos not uploaded are still listed: upload them again when you are ready.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {/* Read out as it changes: how far the upload is, then how it went. */}
      <Stack gap="1" role="status">
        {!progress && uploaded > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {photos(uploaded)} uploaded.
          </Text>
        )}
        {progress && (
          <>
            <Text fontSize="sm">
              Uploading {Math.min(progress.done + 1, progress.total)} of {photos(progress.total)}…
            </Text>
            <Progress.Root value={progress.done} max={progress.total} size="sm" aria-label="Upload progress">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </>
        )}
      </Stack>
      {chosen.length > 0 && (
        <HStack gap="2" wrap="wrap">
          {/* Refused files are not sent again: with only those left, there is nothing to upload. */}
          {(ready > 0 || busy) && (
            <Button size="sm" loading={busy} loadingText="Uploading…" onClick={() => upload.mutate(animal.id)}>
              <UploadIcon aria-hidden />
              Upload {photos(ready)}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => unchooseAll(animal.id)}>
            Clear the list
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
