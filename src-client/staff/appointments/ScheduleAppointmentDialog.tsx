import { Alert, Button, GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../../../src-shared/enums';
import { appointmentDateBounds, inputBounds } from '../../../src-shared/record-dates';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { DURATION_CHOICES, type TStaffUserOption } from '../../../src-shared/schemas/appointments';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { FormSection } from '../animals/form/FormSection';
import { ASKED_INSTEAD, DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterToday } from '../components/use-shelter-today';
import { AnimalDialogContent } from '../records/AnimalDialogContent';
import { AnimalIdField } from '../records/AnimalIdField';
import { useIntakeDate } from '../records/use-intake-date';
import { useLastPresent } from '../records/use-last-present';
import { useSessionUser } from '../session/session-user';
import { appointmentFormDefaults, ZAppointmentForm, type TAppointmentFormOutput, type TAppointmentFormValues } from './appointment-form';
import { overlapOf } from './overlap';
import { StaffMemberField } from './StaffMemberField';

const F = formFields<TAppointmentFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Appointment scheduled', description: 'The appointment has been added to the calendar.' },
  failure: { title: 'Error', description: 'There was an error scheduling the appointment.' },
};

/** One booking: who, when and with whom, as the form holds it or sends it. */
const bookingKey = (values: { animalId: number; date: string; time: string; durationMinutes: string | number; staffUserId: string | number | null }) =>
  [values.animalId, values.date, values.time, values.durationMinutes, values.staffUserId].join(' ');

const NO_USERS: readonly TStaffUserOption[] = [];
const DURATION_OPTIONS = DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

function ScheduleForm({ preset, date }: { preset: TAnimal | null; date: string }) {
  const user = useSessionUser();
  const { timesIn } = useFormat();
  const form = useForm({
    resolver: zodResolver(ZAppointmentForm),
    defaultValues: appointmentFormDefaults({ animalId: preset?.id ?? null, date, staff: user }),
  });
  const create = trpc.appointments.create.useMutation();
  const staffUsers = trpc.appointments.staffUsers.useQuery();
  // The booking the server said overlaps another (with its words), and the one staff then chose to book anyway.
  const [overlap, setOverlap] = useState<{ key: string; message: string } | null>(null);
  const bookAnyway = useRef<string | null>(null);
  const [animalId, chosenDate, time, durationMinutes, staffUserId] = useWatch({
    control: form.control,
    name: ['animalId', 'date', 'time', 'durationMinutes', 'staffUserId'],
  });
  const askingNow = overlap !== null && overlap.key === bookingKey({ animalId, date: chosenDate, time, durationMinutes, staffUserId });
  const dateBounds = inputBounds(appointmentDateBounds(useShelterToday(), useIntakeDate(animalId)));

  const save = async (appointment: TAppointmentFormOutput) => {
    const key = bookingKey(appointment);
    try {
      return await create.mutateAsync({ ...appointment, ...(bookAnyway.current === key ? { allowOverlap: true } : {}) });
    } catch (error) {
      const message = overlapOf(error);
      if (message === null) throw error;
      // A question, not a failure: the warning below asks it, and no error toast is shown.
      setOverlap({ key, message });
      return ASKED_INSTEAD;
    }
  };

  return (
    <DialogForm form={form} save={save} messages={MESSAGES} submitLabel="Schedule Appointment">
      {askingNow && (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{timesIn(overlap.message)}</Alert.Title>
            <Alert.Description>Book anyway? Both appointments will stand. Or choose another time.</Alert.Description>
          </Alert.Content>
          <Button type="submit" size="sm" colorPalette="orange" onClick={() => (bookAnyway.current = overlap.key)} loading={form.formState.isSubmitting}>
            Book anyway
          </Button>
        </Alert.Root>
      )}
      <FormSection title="Appointment">
        <GridItem colSpan={{ md: 2 }}>
          <AnimalIdField control={form.control} preset={preset} />
        </GridItem>
        <F.Select name="appointmentType" label="Appointment Type" options={APPOINTMENT_TYPES} />
        <F.Select name="status" label="Status" options={APPOINTMENT_STATUSES} />
        <F.Text name="date" label="Date" type="date" required {...dateBounds} />
        <F.Time name="time" label="Time" required />
        <F.Select name="durationMinutes" label="Duration" options={DURATION_OPTIONS} />
        <GridItem colSpan={{ md: 2 }}>
          <StaffMemberField control={form.control} users={staffUsers.data ?? NO_USERS} />
        </GridItem>
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="notes" label="Notes" rows={3} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/**
 * Schedule Appointment: from the screen's button on the day chosen
 * in the calendar, or preset to the animal the animal detail's button names. When the animal or the
 * staff user already has an appointment at that time, the server refuses and the dialog warns with
 * its message and asks "Book anyway?".
 * `animalId` is null while closed and 0 when open without an animal (the spec's initial animalId).
 */
export function ScheduleAppointmentDialog({ animalId, date, onClose }: { animalId: number | null; date: string; onClose: () => void }) {
  const shown = useLastPresent(animalId);
  return (
    <FormDialog
      open={animalId !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Schedule Appointment"
      description="Book a visit or treatment for an animal."
    >
      {shown === 0 && <ScheduleForm preset={null} date={date} />}
      {shown !== null && shown !== 0 && <AnimalDialogContent animalId={shown}>{(animal) => <ScheduleForm preset={animal} date={date} />}</AnimalDialogContent>}
    </FormDialog>
  );
}
