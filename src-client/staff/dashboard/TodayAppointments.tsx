import { Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon, CalendarCheckIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { appointmentDisplayStatus } from '../../shared/appointment-status';
import { appointmentStatusPalette } from '../../shared/status-palette';
import { StatusBadge } from '../../shared/StatusBadge';
import { useFormat } from '../../shared/use-format';
import { animalHref } from '../animals/registry/animal-columns';
import { LinkButton } from '../components/LinkButton';
import { useShelterToday } from '../components/use-shelter-today';
import { SectionCard } from './SectionCard';

function AppointmentItem({ appointment }: { appointment: TAppointment }) {
  const format = useFormat();
  const status = appointmentDisplayStatus(appointment, useShelterToday());
  return (
    <HStack as="li" gap="3" align="start" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Box minW="16" pt="0.5">
        <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
          {format.time(appointment.time)}
        </Text>
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {appointment.appointmentType} ·{' '}
          <Link asChild color="colorPalette.fg">
            <RouterLink to={animalHref({ id: appointment.animalId })}>{appointment.animalName}</RouterLink>
          </Link>
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {appointment.staffMember}
          {appointment.notes ? ` · ${appointment.notes}` : ''}
        </Text>
      </Stack>
      <StatusBadge status={status} palette={appointmentStatusPalette(status)} size="sm" />
    </HStack>
  );
}

/** Today's Appointments, earliest first, with the way to the full schedule. */
export function TodayAppointments({ appointments }: { appointments: TAppointment[] | undefined }) {
  return (
    <SectionCard
      title="Today's Appointments"
      description="Visits and treatments scheduled for today"
      action={
        <LinkButton to="/appointments" variant="ghost" size="sm">
          View Schedule
          <ArrowRightIcon aria-hidden />
        </LinkButton>
      }
    >
      {!appointments ? (
        <Stack gap="3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h="10" />
          ))}
        </Stack>
      ) : appointments.length === 0 ? (
        <EmptyMessage icon={CalendarCheckIcon} title="No appointments today" description="Appointments scheduled for today will be listed here." />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Today's appointments">
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
