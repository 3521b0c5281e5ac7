import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { COURSE_FREQUENCY_NAMES, MEDICATION_ROUTES } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterToday } from '../components/use-shelter-today';
import { courseDefaults, ZCourseForm, type TCourseFormValues } from './course-form';

const F = formFields<TCourseFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Treatment course added', description: 'Its doses are in the care plan.' },
  failure: { title: 'Error', description: 'The treatment course was not added.' },
};

function CourseForm({ animal }: { animal: TAnimal }) {
  const form = useForm({ resolver: zodResolver(ZCourseForm), defaultValues: courseDefaults(animal.id, useShelterToday()) });
  const add = trpc.carePlans.addCourse.useMutation();
  return (
    <DialogForm form={form} save={(course) => add.mutateAsync(course)} messages={MESSAGES} submitLabel="Add Course">
      <FormSection title="Prescription">
        <F.Text name="drug" label="Drug" required autoComplete="off" placeholder="e.g. Amoxicillin" />
        <F.Text name="dose" label="Dose" required autoComplete="off" placeholder="e.g. 50 mg" />
        <F.Select name="route" label="Route" options={MEDICATION_ROUTES} />
        <F.Select name="frequency" label="Frequency" options={COURSE_FREQUENCY_NAMES} />
        <F.Text name="prescribedBy" label="Prescribed By" autoComplete="off" placeholder="e.g. Dr. Patel" />
      </FormSection>
      <FormSection title="Duration">
        <F.Text name="startDate" label="Start Date" type="date" required />
        <F.Text name="endDate" label="End Date" type="date" helperText="Or give the number of doses." />
        <F.Text name="doses" label="Number of Doses" inputMode="numeric" autoComplete="off" />
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="notes" label="Notes" rows={2} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/** Add Treatment Course: a drug at a dose, route and frequency, from a start until an end date or a number of doses; its doses join the plan. */
export function AddCourseDialog({ animal, open, onClose }: { animal: TAnimal; open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add Treatment Course"
      description={`A course of medication for ${animal.name}: each dose is scheduled in the care plan.`}
    >
      <CourseForm animal={animal} />
    </FormDialog>
  );
}
