import { GridItem, Stack, Text } from '@chakra-ui/react';
import { FormSection } from '../animals/form/FormSection';
import { ChosenPhotoList } from './ChosenPhotoList';
import { withChosen, type TChosenPhoto } from './chosen-photos';
import type { TPhotoUploads } from './photo-uploads';
import { PhotoDrop } from './PhotoDrop';

/**
 * The intake form's photos: chosen with the rest of the form (dropped, picked, or taken with a
 * phone's camera) and uploaded once the animal is saved, `progress` telling how far.
 */
export function IntakePhotos({
  chosen,
  onChange,
  progress,
}: {
  chosen: readonly TChosenPhoto[];
  onChange: (chosen: TChosenPhoto[]) => void;
  progress: TPhotoUploads['progress'];
}) {
  return (
    <FormSection title="Photos (optional)">
      <GridItem colSpan={{ md: 2 }}>
        <Stack gap="3">
          <PhotoDrop disabled={progress !== null} onFiles={(files) => onChange(withChosen(chosen, files))} />
          <ChosenPhotoList chosen={chosen} onRemove={progress ? undefined : (key) => onChange(chosen.filter((photo) => photo.key !== key))} />
          <Text role="status" fontSize="sm">
            {progress && `Uploading photo ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…`}
          </Text>
        </Stack>
      </GridItem>
    </FormSection>
  );
}
