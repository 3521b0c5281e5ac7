import { Dialog, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';

/** A dialog's body while what its form needs is loading. */
export function DialogLoading() {
  return (
    <Dialog.Body pb="6">
      <Stack gap="4" aria-busy>
        <Skeleton height="16" rounded="lg" />
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    </Dialog.Body>
  );
}

/**
 * A create dialog's content once its animal has loaded (it may be opened from a link naming only
 * the animal's id): placeholders meanwhile, the red box if it cannot load.
 */
export function AnimalDialogContent({ animalId, children }: { animalId: number; children: (animal: TAnimal) => ReactNode }) {
  const query = trpc.animals.get.useQuery({ id: animalId });
  if (query.data) return <>{children(query.data)}</>;
  if (!query.isError) return <DialogLoading />;
  return (
    <Dialog.Body pb="6">
      <LoadError text={`Error loading the animal: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
    </Dialog.Body>
  );
}
