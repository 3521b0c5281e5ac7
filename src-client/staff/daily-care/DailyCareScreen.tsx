import { Field, Flex, Input, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { ListChecksIcon } from 'lucide-react';
import { useState } from 'react';
import type { TCareKind } from '../../../src-shared/enums';
import { CARE_DONE, type TCareAnimal } from '../../../src-shared/schemas/behavior-notes';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { SpeciesFilter, speciesParam } from '../components/SpeciesFilter';
import { TablePager } from '../components/TablePager';
import { useListState } from '../components/use-list-state';
import { useShelterToday } from '../components/use-shelter-today';
import { AddNoteDialog } from '../notes/AddNoteDialog';
import { useMay } from '../session/use-may';
import { CareCard } from './CareCard';
import { CARE_ACTIONS, notWalkedSummary } from './care-words';

const DATE = 'date';
const SPECIES_PARAM = 'species';
const NOT_WALKED = 'notWalked';

/** Logs a care task with one click: a note of its kind, today, saying it was done. */
function useLogCare() {
  const create = trpc.behaviorNotes.create.useMutation();
  const [logging, setLogging] = useState<{ animalId: number; kind: TCareKind } | null>(null);
  const log = async (animal: TCareAnimal, kind: TCareKind) => {
    setLogging({ animalId: animal.animalId, kind });
    try {
      await create.mutateAsync({ id: animal.animalId, kind, note: CARE_DONE[kind] });
      notify('success', { title: `${CARE_ACTIONS[kind].done}: ${animal.animalName}`, description: 'Logged in today’s care.' });
    } catch (error) {
      notify('error', { title: `Could not log the ${kind.toLowerCase()}`, description: errorMessage(error) });
    } finally {
      setLogging(null);
    }
  };
  return { log, logging };
}

/**
 * Daily Care (/daily-care, docs/domain.md#notes): the day's checklist of the animals at the
 * shelter (today unless another day is chosen, never a later one), each with the walk,
 * enrichment, feeding and cleaning done and by whom, or the one-click button to log it; "Not
 * walked" keeps only those nobody walked. Day, species, filter and page live in the address.
 */
export function DailyCareScreen() {
  const today = useShelterToday();
  const format = useFormat();
  const mayWrite = useMay('notes:write');
  const params = useUrlListParams();
  const list = useListState(params);
  const date = params.get(DATE) ?? today;
  const species = speciesParam(params.get(SPECIES_PARAM));
  const notWalked = params.get(NOT_WALKED) === 'true';
  const query = trpc.behaviorNotes.careLog.useQuery(
    { date, ...(species ? { species } : {}), ...(notWalked ? { notWalked: 'true' as const } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );
  const { log, logging } = useLogCare();
  const [noting, setNoting] = useState<number | null>(null);
  // Care is logged for today only: a past day's checklist is a record.
  const writable = mayWrite && date === today;

  const chooseDate = (value: string) => {
    // A cleared picker keeps the day on show.
    if (value) list.setFilter(DATE, value === today ? null : value);
  };

  let body;
  if (query.isError) {
    body = <LoadError text={`Error loading the care log: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = (
      <Stack gap="3" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="28" rounded="l3" />
        ))}
      </Stack>
    );
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyMessage
        icon={ListChecksIcon}
        title={notWalked ? 'Every animal walked' : 'No animals at the shelter'}
        description={
          notWalked
            ? `Nobody is left to walk on ${format.date(query.data.date)}.`
            : `No animal was at the shelter on ${format.date(query.data.date)}${species ? ` among the ${species.toLowerCase()}s` : ''}.`
        }
      />
    );
  } else {
    const page = query.data;
    body = (
      <Stack gap="0" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
        <Stack as="ul" gap="3" listStyleType="none" aria-label={`Daily care of ${format.date(page.date)}`}>
          {page.items.map((animal) => (
            <CareCard
              key={animal.animalId}
              animal={animal}
              onLog={writable ? (kind) => void log(animal, kind) : undefined}
              onAddNote={writable ? () => setNoting(animal.animalId) : undefined}
              logging={logging?.animalId === animal.animalId ? logging.kind : null}
            />
          ))}
        </Stack>
        <TablePager page={list.page} pageSize={list.pageSize} total={page.total} noun="animals" onPageChange={list.setPage} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="Daily Care" subtitle="Walks, enrichment, feeding and cleaning of the animals at the shelter" />
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'end' }} justify="space-between" mb="6">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'end' }}>
          <Field.Root maxW={{ sm: '48' }}>
            <Field.Label>Date</Field.Label>
            <Input type="date" value={date} max={today} onChange={(event) => chooseDate(event.target.value)} />
          </Field.Root>
          <SpeciesFilter maxW={{ sm: '48' }} value={species} onChange={(next) => list.setFilter(SPECIES_PARAM, next)} />
          <Switch.Root checked={notWalked} onCheckedChange={(details) => list.setFilter(NOT_WALKED, details.checked ? 'true' : null)} pb="2" flexShrink="0">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label whiteSpace="nowrap">Not walked</Switch.Label>
          </Switch.Root>
        </Flex>
        {query.data && (
          <Text fontWeight="medium" aria-live="polite">
            {notWalkedSummary(query.data.notWalked, query.data.atShelter)}
          </Text>
        )}
      </Flex>
      {body}
      {writable && <AddNoteDialog open={noting !== null} animalId={noting} onClose={() => setNoting(null)} />}
    </>
  );
}
