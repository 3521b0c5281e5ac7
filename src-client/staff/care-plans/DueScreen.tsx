import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { ClipboardCheckIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { addDays } from '../../../src-shared/dates';
import { CARE_ITEM_TYPES } from '../../../src-shared/enums';
import type { TDueItem, TDueList } from '../../../src-shared/schemas/care-plans';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { useShelterToday } from '../components/use-shelter-today';
import { parseIdParam } from '../records/id-param';
import { useMay } from '../session/use-may';
import { CareItemCard } from './CareItemCard';
import { DUE_AHEAD_DAYS, dueWhen, type TDueWhen } from './due-words';
import { TreatmentSheet } from './TreatmentSheet';
import { useItemDialogs, type TItemActions } from './use-item-dialogs';

const TYPE = 'type';
const LOCATION = 'location';
const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...CARE_ITEM_TYPES.map((type) => ({ value: type, label: type }))];

/** Items asked for at a time, and the most one call gives (ZDueListQuery). */
const PAGE = 100;
const MOST = 500;

const SECTIONS: { when: TDueWhen; title: string; count: (list: TDueList) => number }[] = [
  { when: 'overdue', title: 'Overdue', count: (list) => list.overdue },
  { when: 'today', title: 'Today', count: (list) => list.today },
  { when: 'upcoming', title: `Next ${DUE_AHEAD_DAYS} days`, count: (list) => list.upcoming },
];

/** The buildings, rooms and kennels in use, by path: a building or room takes in the places inside it. */
function useLocationChoices(): { value: string; label: string }[] {
  const locations = trpc.locations.list.useQuery();
  return (locations.data ?? []).filter((location) => location.active).map((location) => ({ value: String(location.id), label: location.path }));
}

/** Hidden on paper: the treatment sheet is printed instead. */
const screenOnly = { _print: { display: 'none' } } as const;

function DueSection({ title, count, items, today, actions }: { title: string; count: number; items: TDueItem[]; today: string; actions?: TItemActions }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}{' '}
        <Badge variant="subtle" rounded="full" ms="1" colorPalette={title === 'Overdue' && count > 0 ? 'red' : 'gray'}>
          {count}
        </Badge>
      </Heading>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {count === 0 ? 'Nothing.' : 'Further down the list: show more below.'}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={`${title} items`}>
          {items.map((item) => (
            <CareItemCard key={item.id} item={item} today={today} actions={actions} showAnimal />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Treatments Due (/medical/due, docs/domain.md#care-plans): what the animals in care are due,
 * overdue first, then today, then the next 7 days, by type and location when chosen (kept in the
 * address). A round is ticked off here with Give and Skip, on a phone too, and the Print button
 * prints it as a treatment sheet.
 */
export function DueScreen() {
  const today = useShelterToday();
  const mayWrite = useMay('medical:write');
  const params = useUrlListParams();
  const type = CARE_ITEM_TYPES.find((t) => t === params.get(TYPE));
  const locationId = parseIdParam(params.get(LOCATION));
  const locations = useLocationChoices();
  const [limit, setLimit] = useState(PAGE);
  const query = trpc.carePlans.due.useQuery(
    { to: addDays(today, DUE_AHEAD_DAYS), ...(type ? { type } : {}), ...(locationId ? { locationId } : {}), limit },
    { placeholderData: keepPreviousData },
  );
  const items = useItemDialogs();
  const actions = mayWrite ? items.actions : undefined;
  const filter = (key: string, value: string) => {
    setLimit(PAGE);
    params.set({ [key]: value || null });
  };
  const locationLabel = locations.find((option) => option.value === String(locationId))?.label;
  const filters = [type ?? 'All types', locationLabel ?? 'All locations'].join(' · ');

  let body;
  if (query.isError) {
    body = <LoadError text={`Error loading the due list: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = (
      <Stack gap="3" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="24" rounded="l3" />
        ))}
      </Stack>
    );
  } else if (query.data.total === 0) {
    body = (
      <EmptyMessage
        icon={ClipboardCheckIcon}
        title="Nothing due"
        description={`No treatment is overdue or due in the next ${DUE_AHEAD_DAYS} days${type || locationId ? ' for these filters' : ''}.`}
      />
    );
  } else {
    const list = query.data;
    body = (
      <>
        <Stack gap="6" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData} {...screenOnly}>
          {SECTIONS.map((section) => (
            <DueSection
              key={section.when}
              title={section.title}
              count={section.count(list)}
              items={list.items.filter((item) => dueWhen(item.dueDate, today) === section.when)}
              today={today}
              actions={actions}
            />
          ))}
          {list.items.length < list.total && (
            <Flex direction="column" align="center" gap="2">
              <Text fontSize="sm" color="fg.muted">
                Showing {list.items.length} of {list.total} items
              </Text>
              {limit < MOST ? (
                <Button variant="outline" onClick={() => setLimit(Math.min(limit + PAGE, MOST))} loading={query.isPlaceholderData}>
                  Show more
                </Button>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Choose a type or a location to see the rest.
                </Text>
              )}
            </Flex>
          )}
        </Stack>
        <TreatmentSheet items={list.items} today={today} filters={filters} />
      </>
    );
  }

  return (
    <>
      <Box {...screenOnly}>
        <PageHeader
          title="Treatments Due"
          subtitle="Vaccinations, tests and treatments of the animals in care: overdue, today and the next 7 days"
          actions={
            <Button variant="outline" onClick={() => window.print()} disabled={!query.data?.total}>
              <PrinterIcon />
              Print
            </Button>
          }
        />
        <Flex direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'end' }} mb="6">
          <ChoiceSelect maxW={{ sm: '56' }} label="Type" value={type ?? ''} options={TYPE_OPTIONS} onChange={(next) => filter(TYPE, next)} />
          <ChoiceSelect
            maxW={{ sm: '72' }}
            label="Location"
            value={locationId ? String(locationId) : ''}
            options={[{ value: '', label: 'All locations' }, ...locations]}
            onChange={(next) => filter(LOCATION, next)}
          />
        </Flex>
      </Box>
      {body}
      {mayWrite && items.dialogs}
    </>
  );
}
