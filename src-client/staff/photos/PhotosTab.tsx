import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { CameraIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import type { TPhoto } from '../../../src-shared/schemas/photos';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { dayOf } from '../applications/submitted-date';
import { TabSection } from '../components/TabSection';
import { useLastPresent } from '../records/use-last-present';
import { VoidRecordDialog } from '../records/VoidRecordDialog';
import { useMay } from '../session/use-may';
import { CaptionDialog } from './CaptionDialog';
import { PhotoCard, type TPhotoActions } from './PhotoCard';
import { PhotoUploader } from './PhotoUploader';
import { usePhotoArrangement } from './use-photo-arrangement';

/** The same columns as the cards' `sizes` (PhotoCard). */
const COLUMNS = { base: 2, md: 3, xl: 4 };

/**
 * The animal's Photos tab (docs/domain.md#photos): its photos in order, the first the primary one
 * (the portal's card, the share image, the registry's thumbnail). Every role adds, captions and
 * orders them; removing one (a void, with its reason) is for those who may change records.
 */
export function PhotosTab({ animal }: { animal: TAnimal }) {
  const mayArrange = useMay('photos:write');
  const mayRemove = useMay('records:write');
  const query = trpc.photos.byAnimal.useQuery({ animalId: animal.id });
  const voidPhoto = trpc.photos.void.useMutation();
  const arrangement = usePhotoArrangement(animal.id, query.data);
  const [captioning, setCaptioning] = useState<TPhoto | null>(null);
  const [removing, setRemoving] = useState<TPhoto | null>(null);
  const shownRemoval = useLastPresent(removing);
  const format = useFormat();
  const actions: TPhotoActions | undefined = mayArrange
    ? {
        onMove: arrangement.move,
        onMakePrimary: arrangement.makePrimary,
        onCaption: setCaptioning,
        onRemove: mayRemove ? setRemoving : undefined,
        moving: arrangement.moving,
      }
    : undefined;

  let body;
  if (query.isPending) {
    body = (
      <SimpleGrid columns={COLUMNS} gap="4" role="status" aria-label="Loading photos">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} aspectRatio="4 / 3" rounded="md" />
        ))}
      </SimpleGrid>
    );
  } else if (query.isError) {
    body = <LoadError text={`Error loading photos: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <EmptyMessage
        icon={CameraIcon}
        title="No photos yet"
        description={mayArrange ? `Photos of ${animal.name} added here show on the adoption portal.` : `Staff add ${animal.name}’s photos here.`}
      />
    );
  } else {
    body = (
      <SimpleGrid as="ul" aria-label={`Photos of ${animal.name}`} columns={COLUMNS} gap="4" listStyleType="none" onDragEnd={arrangement.dragEnded}>
        {query.data.map((photo, index) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={index}
            count={query.data.length}
            animalName={animal.name}
            actions={actions}
            drag={actions && arrangement.dragHandlers(index)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <TabSection title="Photos" description="The first photo is the primary one: the portal shows it first and on its card, and the console beside the name.">
      {mayArrange && <PhotoUploader animal={animal} />}
      {body}
      <Text role="status" srOnly>
        {arrangement.announcement}
      </Text>
      {actions && <CaptionDialog photo={captioning} onClose={() => setCaptioning(null)} />}
      {mayRemove && (
        <VoidRecordDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Remove Photo"
          description="It leaves this page and the portal, and its files are deleted; the audit trail keeps the record and your reason."
          submitLabel="Remove Photo"
          summary={shownRemoval ? (shownRemoval.caption ?? `A photo of ${animal.name} added on ${format.date(dayOf(shownRemoval.uploadedAt))}`) : ''}
          messages={{
            success: { title: 'Photo removed', description: 'It no longer shows here or on the portal.' },
            failure: { title: 'Error', description: 'The photo was not removed.' },
          }}
          onVoid={async (reason) => {
            if (removing) await voidPhoto.mutateAsync({ id: removing.id, reason });
          }}
        />
      )}
    </TabSection>
  );
}
