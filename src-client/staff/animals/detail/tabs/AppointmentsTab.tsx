import { Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { CalendarPlusIcon, CalendarDaysIcon } from 'lucide-react';
import type { TAnimal } from '../../../../../src-shared/schemas/animals';
import type { TAppointment } from '../../../../../src-shared/schemas/appointments';
import { appointmentDisplayStatus } from '../../../../shared/appointment-status';
import { appointmentStatusPalette } from '../../../../shared/status-palette';
import { StatusBadge } from '../../../../shared/StatusBadge';
import { trpc } from '../../../../shared/trpc';
import { useFormat, type TFormatters } from '../../../../shared/use-format';
import type { TColumn } from '../../../components/DataTable';
import { LinkButton } from '../../../components/LinkButton';
import { useMay } from '../../../session/use-may';
import { useShelterToday } from '../../../components/use-shelter-today';
import type { TRecordsTab } from './RecordsTab';

function columns(format: TFormatters, today: string): TColumn<TAppointment>[] {
  return [
    { key: 'date', header: 'Date', cell: (appointment) => <Text whiteSpace="nowrap">{format.date(appointment.date)}</Text> },
    {
      key: 'time',
      header: 'Time',
      cell: (appointment) => <Text whiteSpace="nowrap">{format.timeSpan(appointment.time, appointment.durationMinutes)}</Text>,
    },
    { key: 'type', header: 'Type', hideBelow: 'sm', cell: (appointment) => appointment.appointmentType },
    { key: 'staff', header: 'Staff Member', hideBelow: 'md', cell: (appointment) => appointment.staffMember },
    {
      key: 'status',
      header: 'Status',
      cell: (appointment) => {
        const status = appointmentDisplayStatus(appointment, today);
        return <StatusBadge status={status} palette={appointmentStatusPalette(status)} size="sm" />;
      },
    },
  ];
}

/** The Appointments tab's button goes to /appointments (the animal preselected). */
function ScheduleButton({ animal, variant = 'outline' }: { animal: TAnimal; variant?: 'outline' | 'solid' }) {
  const maySchedule = useMay('medical:write');
  if (!maySchedule) return null;
  return (
    <LinkButton to={`/appointments?animal=${animal.id}`} icon={CalendarPlusIcon} variant={variant}>
      Schedule Appointment
    </LinkButton>
  );
}

export const appointmentsTab: TRecordsTab<TAppointment> = {
  title: 'Appointments',
  description: 'Visits and treatments, earliest first.',
  label: (animal) => `Appointments of ${animal.name}`,
  noun: 'appointments',
  errorPrefix: 'Error loading appointments: ',
  usePage: (animal, page) => trpc.appointments.page.useQuery({ animalId: animal.id, ...page }, { placeholderData: keepPreviousData }),
  useColumns: () => columns(useFormat(), useShelterToday()),
  empty: {
    icon: CalendarDaysIcon,
    title: 'No appointments scheduled',
    description: (animal) => `Check-ups, vaccinations and other visits of ${animal.name} will be listed here.`,
  },
  AddButton: ScheduleButton,
};
