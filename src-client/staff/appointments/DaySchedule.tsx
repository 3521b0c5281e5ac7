import { Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarDaysIcon } from 'lucide-react';
import { timeAfter } from '../../../src-shared/dates';
import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { appointmentDisplayStatus } from '../../shared/appointment-status';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { appointmentStatusPalette } from '../../shared/status-palette';
import { StatusBadge } from '../../shared/StatusBadge';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { RowLink } from '../components/DataTable';
import { AppointmentStatusMenu } from './AppointmentStatusMenu';
import { useShelterToday } from '../components/use-shelter-today';

/** More than any shelter books on one day; a day beyond it says how many are not shown. */
const DAY_LIMIT = 200;

function ScheduleItem({ appointment, today, mayWrite }: { appointment: TAppointment; today: string; mayWrite: boolean }) {
  const format = useFormat();
  const status = appointmentDisplayStatus(appointment, today);
  return (
    <Flex as="li" gap={{ base: '3', md: '4' }} p="3" borderWidth="1px" rounded="lg" align="start">
      <Stack gap="0" minW="16" pt="0.5" fontVariantNumeric="tabular-nums">
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {format.time(appointment.time)}
        </Text>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          to {format.time(timeAfter(appointment.time, appointment.durationMinutes))}
        </Text>
      </Stack>
      <Stack gap="0.5" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <RowLink to={`/animals/${appointment.animalId}`}>{appointment.animalName}</RowLink>
          <Text fontSize="sm" color="fg.muted">
            {appointment.appointmentType}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          With {appointment.staffMember}
        </Text>
        {appointment.notes && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {appointment.notes}
          </Text>
        )}
      </Stack>
      <Flex flexShrink="0">
        {mayWrite ? (
          <AppointmentStatusMenu appointment={appointment} today={today} />
        ) : (
          <StatusBadge status={status} palette={appointmentStatusPalette(status)} size="sm" />
        )}
      </Flex>
    </Flex>
  );
}

/** The appointments of the day chosen in the calendar, sorted by time. */
export function DaySchedule({ date, mayWrite }: { date: string; mayWrite: boolean }) {
  const format = useFormat();
  const today = useShelterToday();
  // The server lists by date then time: one day's list comes sorted by time.
  const query = trpc.appointments.page.useQuery({ from: date, to: date, limit: DAY_LIMIT, offset: 0 });
  let body;
  if (query.isError) {
    body = <LoadError text={`Error loading appointments: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = (
      <Stack gap="2" aria-busy>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="16" rounded="lg" />
        ))}
      </Stack>
    );
  } else if (query.data.items.length === 0) {
    body = <EmptyMessage icon={CalendarDaysIcon} title="Nothing booked" description={`No appointments on ${format.date(date)}.`} />;
  } else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none" aria-label={`Appointments on ${format.date(date)}`}>
        {query.data.items.map((appointment) => (
          <ScheduleItem key={appointment.id} appointment={appointment} today={today} mayWrite={mayWrite} />
        ))}
        {query.data.total > query.data.items.length && (
          <Text as="li" fontSize="sm" color="fg.muted">
            And {query.data.total - query.data.items.length} more, listed under the tabs below.
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="day-schedule-heading" h="full">
      <Card.Header px={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg" id="day-schedule-heading">
          {date === today ? 'Today' : format.date(date)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {date === today ? `${format.date(date)} · ` : ''}
          {query.data ? `${query.data.total} appointment${query.data.total === 1 ? '' : 's'}` : 'Appointments of the day'}
        </Text>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>{body}</Card.Body>
    </Card.Root>
  );
}
