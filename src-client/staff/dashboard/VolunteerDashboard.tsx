import { Stack } from '@chakra-ui/react';
import { trpc } from '../../shared/trpc';
import { TodaysCare } from '../daily-care/TodaysCare';
import { RecentIntakes } from './RecentIntakes';
import { RoleNotice } from '../components/RoleNotice';
import { TodayAppointments } from './TodayAppointments';
import { useShelterToday } from '../components/use-shelter-today';

const RECENT_INTAKES = 5;

/**
 * The dashboard of a role that may see animals and appointments but not the shelter's figures
 * (volunteers): the same lists, read through the calls that role may make.
 */
export function VolunteerDashboard() {
  const today = useShelterToday();
  const intakes = trpc.animals.page.useQuery({ limit: RECENT_INTAKES, offset: 0 });
  const appointments = trpc.appointments.page.useQuery({ from: today, to: today });
  return (
    <Stack gap="6">
      <RoleNotice>The shelter’s figures and statistics are shown to staff, veterinarians and administrators.</RoleNotice>
      <TodaysCare />
      <RecentIntakes animals={intakes.data?.items} />
      <TodayAppointments appointments={appointments.data?.items.filter((appointment) => appointment.status !== 'Cancelled')} />
    </Stack>
  );
}
