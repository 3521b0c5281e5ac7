import { Button } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileTextIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import type { TPersonDetail } from '../../../src-shared/schemas/people';
import type { TDocument } from '../../../src-shared/schemas/photos';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { DataTable } from '../components/DataTable';
import { TabSection } from '../components/TabSection';
import { useLastPresent } from '../records/use-last-present';
import { VoidRecordDialog } from '../records/VoidRecordDialog';
import { useMay } from '../session/use-may';
import { documentColumns, type TDocumentActions } from './document-columns';
import type { TDocumentOwner } from './document-owner';
import { RenameDocumentDialog } from './RenameDocumentDialog';
import { UploadDocumentDialog } from './UploadDocumentDialog';

/**
 * An animal's or a person's documents (docs/domain.md#documents): vet records from a previous
 * owner, a signed contract's scan. Listed for staff who may read the console, each downloaded from
 * its link; uploaded, renamed and removed (a void, with its reason) by those who may write them.
 */
function DocumentsSection({
  owner,
  ownerName,
  query,
  headingLevel,
}: {
  owner: TDocumentOwner;
  ownerName: string;
  query: UseQueryResult<TDocument[], unknown>;
  headingLevel?: 'h2' | 'h3';
}) {
  const mayWrite = useMay('documents:write');
  const format = useFormat();
  const voidDocument = trpc.documents.void.useMutation();
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<TDocument | null>(null);
  const [removing, setRemoving] = useState<TDocument | null>(null);
  const shownRemoval = useLastPresent(removing);
  const actions: TDocumentActions | undefined = mayWrite ? { onRename: setRenaming, onRemove: setRemoving } : undefined;
  const uploadButton = (variant: 'outline' | 'solid') =>
    mayWrite && (
      <Button variant={variant} onClick={() => setUploading(true)}>
        <UploadIcon />
        Upload Document
      </Button>
    );

  return (
    <TabSection
      title="Documents"
      description="PDFs and scans kept with the record, such as vet records from a previous owner or a signed contract."
      headingLevel={headingLevel}
      action={query.data?.length ? uploadButton('outline') : undefined}
    >
      {query.isError ? (
        <LoadError text={`Error loading documents: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={`Documents about ${ownerName}`}
          columns={documentColumns(format, actions)}
          rows={query.data}
          rowKey={(document) => document.id}
          loading={query.isPending}
          skeletonRows={2}
          empty={
            <EmptyMessage
              icon={FileTextIcon}
              title="No documents yet"
              description={`Documents about ${ownerName} will be listed here.`}
              action={uploadButton('solid')}
            />
          }
        />
      )}
      {mayWrite && (
        <>
          <UploadDocumentDialog owner={owner} ownerName={ownerName} open={uploading} onClose={() => setUploading(false)} />
          <RenameDocumentDialog document={renaming} onClose={() => setRenaming(null)} />
          <VoidRecordDialog
            open={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            title="Remove Document"
            description="It leaves the list and its file is deleted; the audit trail keeps the record and your reason."
            submitLabel="Remove Document"
            summary={shownRemoval ? `${shownRemoval.title} (${shownRemoval.fileName})` : ''}
            messages={{
              success: { title: 'Document removed', description: 'It is no longer listed.' },
              failure: { title: 'Error', description: 'The document was not removed.' },
            }}
            onVoid={async (reason) => {
              if (removing) await voidDocument.mutateAsync({ id: removing.id, reason });
            }}
          />
        </>
      )}
    </TabSection>
  );
}

/** The animal's Documents tab. */
export function AnimalDocuments({ animal }: { animal: Pick<TAnimal, 'id' | 'name'> }) {
  const query = trpc.documents.byAnimal.useQuery({ id: animal.id });
  return <DocumentsSection owner={{ animalId: animal.id }} ownerName={animal.name} query={query} />;
}

/** The Documents section of a person's page, under their history. */
export function PersonDocuments({ person }: { person: Pick<TPersonDetail, 'id' | 'name'> }) {
  const query = trpc.documents.byPerson.useQuery({ id: person.id });
  return <DocumentsSection owner={{ personId: person.id }} ownerName={person.name} query={query} headingLevel="h2" />;
}
