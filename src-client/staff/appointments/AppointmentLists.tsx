import { Card, Tabs } from '@chakra-ui/react';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { CalendarCheckIcon, CalendarClockIcon } from 'lucide-react';
import { useMemo } from 'react';
import { addDays } from '../../../src-shared/dates';
import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PagedRecords, type TPageQuery } from '../components/PagedRecords';
import { ScrollableTabList } from '../components/ScrollableTabList';
import type { TListParams } from '../components/list-params';
import { useListState, type TListState } from '../components/use-list-state';
import { appointmentColumns } from './appointment-columns';
import { newestFirstWindow } from './newest-first';
import { useShelterToday } from '../components/use-shelter-today';

type TWhen = 'upcoming' | 'past';
const TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;

/** Today and later, earliest first: the order the server lists them in. */
function useUpcoming(list: TListState, today: string): TPageQuery<TAppointment> {
  return trpc.appointments.page.useQuery({ from: today, limit: list.pageSize, offset: list.offset }, { placeholderData: keepPreviousData });
}

/**
 * Before today, newest first. The server lists oldest first, so the size of the list is learnt
 * first and each page read from its end.
 */
function usePast(list: TListState, today: string): TPageQuery<TAppointment> {
  const to = addDays(today, -1);
  const count = trpc.appointments.page.useQuery({ to, limit: 1, offset: 0 });
  const total = count.data?.total;
  const window = total === undefined ? null : newestFirstWindow(total, list.page, list.pageSize);
  // skipToken, not a disabled query: a disabled `{ to, limit: 1, offset: 0 }` would share the
  // count's cache entry, and keepPreviousData would then show its one row as the first page.
  const page = trpc.appointments.page.useQuery(window ? { to, ...window } : skipToken, { placeholderData: keepPreviousData });
  const items = window ? page.data?.items.toReversed() : total === undefined ? undefined : [];
  return {
    data: items && total !== undefined ? { items, total } : undefined,
    isPending: count.isPending || (window !== null && page.isPending),
    isError: count.isError || page.isError,
    error: count.error ?? page.error,
    isPlaceholderData: page.isPlaceholderData,
    refetch: () => Promise.all([count.refetch(), page.refetch()]),
  };
}

function WhenTable({ when, query, list, mayWrite }: { when: TWhen; query: TPageQuery<TAppointment>; list: TListState; mayWrite: boolean }) {
  const format = useFormat();
  const today = useShelterToday();
  const columns = useMemo(() => appointmentColumns(format, today, mayWrite), [format, today, mayWrite]);
  return (
    <PagedRecords
      query={query}
      list={list}
      label={when === 'upcoming' ? 'Upcoming appointments' : 'Past appointments'}
      noun="appointments"
      errorPrefix="Error loading appointments: "
      columns={columns}
      rowKey={(appointment) => appointment.id}
      empty={
        when === 'upcoming' ? (
          <EmptyMessage icon={CalendarClockIcon} title="No upcoming appointments" description="Appointments from today on are listed here." />
        ) : (
          <EmptyMessage icon={CalendarCheckIcon} title="No past appointments" />
        )
      }
    />
  );
}

function UpcomingTable({ list, mayWrite }: { list: TListState; mayWrite: boolean }) {
  return <WhenTable when="upcoming" query={useUpcoming(list, useShelterToday())} list={list} mayWrite={mayWrite} />;
}

function PastTable({ list, mayWrite }: { list: TListState; mayWrite: boolean }) {
  return <WhenTable when="past" query={usePast(list, useShelterToday())} list={list} mayWrite={mayWrite} />;
}

/** Tabs Upcoming (today or later) and Past (docs/domain.md#appointments), each a paged list. */
export function AppointmentLists({ params, mayWrite }: { params: TListParams; mayWrite: boolean }) {
  const list = useListState(params);
  const when: TWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="All appointments">
      <Card.Body px={{ base: '4', md: '6' }}>
        <Tabs.Root
          value={when}
          onValueChange={(details) => list.setFilter('when', details.value === 'past' ? 'past' : null)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <ScrollableTabList value={when} tabs={TABS} mb="4" />
          {TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="0">
              {tab.value === 'upcoming' ? <UpcomingTable list={list} mayWrite={mayWrite} /> : <PastTable list={list} mayWrite={mayWrite} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
