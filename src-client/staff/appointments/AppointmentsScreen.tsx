import { Button, Grid } from '@chakra-ui/react';
import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { isIsoDate } from '../../../src-shared/dates';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { useAnimalIntent } from '../records/animal-intent';
import { useMay } from '../session/use-may';
import { AppointmentLists } from './AppointmentLists';
import { DayCalendar } from './DayCalendar';
import { DaySchedule } from './DaySchedule';
import { ScheduleAppointmentDialog } from './ScheduleAppointmentDialog';
import { useShelterToday } from '../components/use-shelter-today';

/**
 * Appointments (/appointments): a calendar and the chosen day's appointments by
 * time, the Upcoming and Past lists, and Schedule Appointment. The day and the tab live in the
 * address; `?animal={id}` (the animal detail's button) opens Schedule Appointment for that animal.
 */
export function AppointmentsScreen() {
  const maySchedule = useMay('medical:write');
  const params = useUrlListParams();
  const intent = useAnimalIntent();
  const [schedulingBlank, setSchedulingBlank] = useState(false);
  const today = useShelterToday();
  const dateParam = params.get('date');
  const date = dateParam && isIsoDate(dateParam) ? dateParam : today;
  // A new appointment is for the chosen day, unless that day has passed.
  const bookingDate = date < today ? today : date;
  const dialogAnimal = intent.animalId ?? (schedulingBlank ? 0 : null);

  return (
    <>
      <PageHeader
        title="Appointments"
        subtitle="Check-ups, vaccinations, treatments and visits"
        actions={
          maySchedule && (
            <Button onClick={() => setSchedulingBlank(true)}>
              <CalendarPlusIcon />
              Schedule Appointment
            </Button>
          )
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' }} gap="6" alignItems="start" mb="6">
        <DayCalendar date={date} onChange={(next) => params.set({ date: next === today ? null : next })} />
        <DaySchedule date={date} mayWrite={maySchedule} />
      </Grid>
      <AppointmentLists params={params} mayWrite={maySchedule} />
      {maySchedule && (
        <ScheduleAppointmentDialog
          animalId={dialogAnimal}
          date={bookingDate}
          onClose={() => {
            setSchedulingBlank(false);
            intent.close();
          }}
        />
      )}
    </>
  );
}
