import { Alert, Button, Dialog, Stack, useDialogContext } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { ChosenPhotoList } from './ChosenPhotoList';
import type { TPhotoUploads } from './photo-uploads';

const photos = (n: number) => `${n} ${n === 1 ? 'photo was' : 'photos were'}`;

/**
 * What the intake dialog shows when the animal was saved but some of its photos were not: the
 * animal is not lost, and the photos wait on its Photos tab (photo-uploads.ts keeps them there),
 * each with the reason it was refused, to upload again from there.
 */
export function PhotosNotUploaded({ animal, left }: { animal: Pick<TAnimal, 'id' | 'name' | 'animalId'>; left: TPhotoUploads }) {
  const dialog = useDialogContext();
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {animal.name} was saved as {animal.animalId}, but {photos(left.chosen.length)} not uploaded.
              </Alert.Title>
              <Alert.Description>
                {left.failure ? `${left.failure} ` : ''}They wait on {animal.name}’s Photos tab: upload them again from there.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <ChosenPhotoList chosen={left.chosen} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" pt="4">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
        <Button asChild>
          <Link to={`/animals/${animal.id}?tab=photos`} onClick={() => dialog.setOpen(false)}>
            Open {animal.name}’s Photos
          </Link>
        </Button>
      </Dialog.Footer>
    </>
  );
}
