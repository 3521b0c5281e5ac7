import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZTreatmentCourseStopInput, type TTreatmentCourse } from '../../../src-shared/schemas/care-plans';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterToday } from '../components/use-shelter-today';
import { useLastPresent } from '../records/use-last-present';
import { courseSummary } from './course-form';

type TStopFormValues = z.input<typeof ZTreatmentCourseStopInput>;
const F = formFields<TStopFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Treatment course stopped', description: 'Its doses after the last date are skipped.' },
  failure: { title: 'Error', description: 'The treatment course was not stopped.' },
};

function StopForm({ course }: { course: TTreatmentCourse }) {
  const today = useShelterToday();
  const form = useForm({
    resolver: zodResolver(ZTreatmentCourseStopInput),
    defaultValues: { id: course.id, version: course.version, lastDate: today, reason: '' },
  });
  const stop = trpc.carePlans.stopCourse.useMutation();
  return (
    <DialogForm form={form} save={(input) => stop.mutateAsync(input)} messages={MESSAGES} submitLabel="Stop Course" destructive>
      <Text fontSize="sm">
        {course.drug}: {courseSummary(course)}. {course.due} {course.due === 1 ? 'dose is' : 'doses are'} still due.
      </Text>
      <F.Text name="lastDate" label="Last Date" type="date" required min={course.startDate} helperText="Doses due after this day are skipped." />
      <F.Textarea name="reason" label="Reason" required rows={2} helperText="For example: finished early, or changed to another drug." />
    </DialogForm>
  );
}

/** Stop a course early: its doses still due after the last date are skipped with the reason. */
export function StopCourseDialog({ course, onClose }: { course: TTreatmentCourse | null; onClose: () => void }) {
  const shown = useLastPresent(course);
  return (
    <FormDialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown ? `Stop ${shown.drug}` : 'Stop Course'}
      description={shown ? `The treatment course of ${shown.animalName}.` : undefined}
      size="md"
    >
      {shown && <StopForm course={shown} />}
    </FormDialog>
  );
}
