import { Stack, Text } from '@chakra-ui/react';
import type { TAppointment } from '../../../src-shared/schemas/appointments';
import { appointmentDisplayStatus } from '../../shared/appointment-status';
import { appointmentStatusPalette } from '../../shared/status-palette';
import { StatusBadge } from '../../shared/StatusBadge';
import type { TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { AppointmentStatusMenu } from './AppointmentStatusMenu';

/**
 * The appointment lists' columns. The status reads as displayed (docs/domain.md#appointments: the
 * outcome when recorded, "Not marked" for a past one nobody marked); times on the Display clock. A
 * phone keeps the date and time, the animal and the status.
 */
export function appointmentColumns(format: TFormatters, today: string, mayWrite: boolean): TColumn<TAppointment>[] {
  return [
    {
      key: 'when',
      header: 'Date',
      cell: (appointment) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{format.date(appointment.date)}</Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {format.timeSpan(appointment.time, appointment.durationMinutes)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'time',
      header: 'Time',
      hideBelow: 'md',
      cell: (appointment) => (
        <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {format.timeSpan(appointment.time, appointment.durationMinutes)}
        </Text>
      ),
    },
    {
      key: 'animal',
      header: 'Animal',
      cell: (appointment) => (
        <Stack gap="0" minW="0">
          <RowLink to={`/animals/${appointment.animalId}`}>{appointment.animalName}</RowLink>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {appointment.appointmentType}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', hideBelow: 'md', cell: (appointment) => appointment.appointmentType },
    { key: 'staff', header: 'Staff Member', hideBelow: 'lg', cell: (appointment) => appointment.staffMember },
    {
      key: 'status',
      header: 'Status',
      // To a role that may change it, the badge is the control that changes it.
      cell: (appointment) => {
        if (mayWrite) return <AppointmentStatusMenu appointment={appointment} today={today} />;
        const status = appointmentDisplayStatus(appointment, today);
        return <StatusBadge status={status} palette={appointmentStatusPalette(status)} size="sm" />;
      },
    },
  ];
}
