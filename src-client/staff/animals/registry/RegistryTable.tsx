import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { PawPrintIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { PagedRecords } from '../../components/PagedRecords';
import { AddNoteDialog } from '../../notes/AddNoteDialog';
import { addNoteColumn } from '../../notes/add-note-column';
import { useMay } from '../../session/use-may';
import type { TListState } from '../../components/use-list-state';
import { animalColumns, animalHref } from './animal-columns';
import type { TAnimalStatus } from '../../../../src-shared/enums';
import type { TAnimal } from '../../../../src-shared/schemas/animals';

/** A page of the animals of the chosen status (or all) matching the search. */
export function RegistryTable({ status, list, onNewAnimal }: { status: TAnimalStatus | null; list: TListState; onNewAnimal?: (() => void) | undefined }) {
  const format = useFormat();
  const mayNote = useMay('notes:write');
  // The animal whose quick Add Note is open.
  const [noting, setNoting] = useState<number | null>(null);
  const columns = useMemo(() => [...animalColumns(format), ...(mayNote ? [addNoteColumn<TAnimal>((animal) => setNoting(animal.id))] : [])], [format, mayNote]);
  const query = trpc.animals.page.useQuery(
    { ...(status ? { status } : {}), ...(list.q ? { q: list.q } : {}), limit: list.pageSize, offset: list.offset },
    // Turning a page or refining a search keeps the rows on screen until the next ones arrive.
    { placeholderData: keepPreviousData },
  );

  const empty = list.q ? (
    <EmptyMessage
      icon={SearchXIcon}
      title="No animals match your search"
      description={`Nothing found for “${list.q}”. Try a name, an animal ID, a species or a breed.`}
    />
  ) : (
    <EmptyMessage
      icon={PawPrintIcon}
      title={status ? `No animals with the status ${status}` : 'No animals yet'}
      description={status ? undefined : 'Animals appear here as soon as their intake is recorded.'}
      action={
        !status && onNewAnimal ? (
          <Button size="sm" onClick={onNewAnimal}>
            <PlusIcon />
            Add the first animal
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <>
      <PagedRecords
        query={query}
        list={list}
        label="Animals"
        noun="animals"
        errorPrefix="Error loading animals: "
        columns={columns}
        rowKey={(animal) => animal.id}
        rowHref={animalHref}
        empty={empty}
      />
      {mayNote && <AddNoteDialog open={noting !== null} animalId={noting} onClose={() => setNoting(null)} />}
    </>
  );
}
