import { Button } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { PawPrintIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TAnimalStatus, TSpecies } from '../../../../src-shared/enums';
import { ANIMAL_SORTS, type TAnimal, type TAnimalSort } from '../../../../src-shared/schemas/animals';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { PagedRecords } from '../../components/PagedRecords';
import { AddNoteDialog } from '../../notes/AddNoteDialog';
import { addNoteColumn } from '../../notes/add-note-column';
import { useMay } from '../../session/use-may';
import type { TListState } from '../../components/use-list-state';
import { animalColumns, animalHref } from './animal-columns';
import type { TRegistrySort } from './registry-sort';

export interface TRegistryFilters {
  status: TAnimalStatus | null;
  species: TSpecies | null;
}

/** What the filters found none of, in words. */
function emptyTitle({ status, species }: TRegistryFilters): string {
  const of = [species && `of the species ${species}`, status && `with the status ${status}`].filter(Boolean);
  return of.length ? `No animals ${of.join(' ')}` : 'No animals yet';
}

/** A page of the animals the filters and the search select, in the order chosen. */
export function RegistryTable({
  filters,
  order,
  onSort,
  list,
  onNewAnimal,
}: {
  filters: TRegistryFilters;
  order: TRegistrySort;
  onSort: (sort: TAnimalSort) => void;
  list: TListState;
  onNewAnimal?: (() => void) | undefined;
}) {
  const format = useFormat();
  const mayNote = useMay('notes:write');
  // The animal whose quick Add Note is open.
  const [noting, setNoting] = useState<number | null>(null);
  const columns = useMemo(() => [...animalColumns(format), ...(mayNote ? [addNoteColumn<TAnimal>((animal) => setNoting(animal.id))] : [])], [format, mayNote]);
  const { status, species } = filters;
  const query = trpc.animals.page.useQuery(
    {
      ...(status ? { status } : {}),
      ...(species ? { species } : {}),
      ...(list.q ? { q: list.q } : {}),
      ...order,
      limit: list.pageSize,
      offset: list.offset,
    },
    // Turning a page, sorting or refining a search keeps the rows on screen until the next ones arrive.
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(status || species);

  const empty = list.q ? (
    <EmptyMessage
      icon={SearchXIcon}
      title="No animals match your search"
      description={`Nothing found for “${list.q}”. Try a name, an animal ID, a species or a breed.`}
    />
  ) : (
    <EmptyMessage
      icon={PawPrintIcon}
      title={emptyTitle(filters)}
      description={filtered ? undefined : 'Animals appear here as soon as their intake is recorded.'}
      action={
        !filtered && onNewAnimal ? (
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
        sort={{
          key: order.sort,
          order: order.order,
          onSort: (key) => {
            const sort = ANIMAL_SORTS.find((candidate) => candidate === key);
            if (sort) onSort(sort);
          },
        }}
        empty={empty}
      />
      {mayNote && <AddNoteDialog open={noting !== null} animalId={noting} onClose={() => setNoting(null)} />}
    </>
  );
}
