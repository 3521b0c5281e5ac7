import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { trpc } from '../../../shared/trpc';
import { ASKED_INSTEAD, DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useReportUnsaved } from '../../components/unsaved-changes';
import type { TChosenPhoto } from '../../photos/chosen-photos';
import { IntakePhotos } from '../../photos/IntakePhotos';
import { choosePhotos, type TPhotoUploads } from '../../photos/photo-uploads';
import { usePhotoUploads, useUploadPhotos } from '../../photos/use-photo-uploads';
import { PhotosNotUploaded } from '../../photos/PhotosNotUploaded';
import { useShelterNow } from '../../components/use-shelter-today';
import { IntakeFields } from '../journey/IntakeFields';
import { MicrochipFields } from '../microchip/MicrochipFields';
import { createFormDefaults, statusOptions, type TAnimalCreateFormValues, ZAnimalCreateForm } from './animal-form';
import { AlteredAtIntakeField, AnimalFormFields } from './AnimalFormFields';
import { CarePlanFields } from './CarePlanFields';
import { FormSection } from './FormSection';

const MESSAGES: TSaveMessages = {
  success: { title: 'Animal created', description: 'The animal has been successfully created.' },
  failure: { title: 'Error', description: 'There was an error creating the animal. Please try again.' },
};

/** How the server will number the animal, in the shelter's own format (System settings). */
function useAnimalIdHelp(): string {
  const settings = trpc.settings.get.useQuery();
  const { animalIdPrefix = 'A', animalIdDigits = 4 } = settings.data?.system ?? {};
  return `Numbered by intake year: ${animalIdPrefix}-YYYY-${'0'.repeat(animalIdDigits - 1)}1, then the next.`;
}

/** The care plan follows the animal as it is typed: its species, intake date, date of birth and whether it is altered. */
function NewAnimalCarePlan() {
  const [species, intakeDate, birthDate, altered] = useWatch<TAnimalCreateFormValues, ['species', 'intakeDate', 'birthDate', 'alteredAtIntake']>({
    name: ['species', 'intakeDate', 'birthDate', 'alteredAtIntake'],
  });
  return (
    <CarePlanFields animal={{ species, intakeDate, birthDate }} altered={altered === true}>
      <AlteredAtIntakeField label="Already spayed or neutered?" />
    </CarePlanFields>
  );
}

/**
 * The animal is saved first, then its photos are uploaded. Photos that could not be are not the
 * animal's loss: the dialog says so and leads to its Photos tab, where they wait to be sent again.
 */
function NewAnimalForm() {
  const now = useShelterNow();
  const form = useForm({ resolver: zodResolver(ZAnimalCreateForm), defaultValues: createFormDefaults(now.date, now.time) });
  const create = trpc.animals.create.useMutation();
  const upload = useUploadPhotos();
  const animalIdHelp = useAnimalIdHelp();
  const [photos, setPhotos] = useState<TChosenPhoto[]>([]);
  const photosUnsaved = useReportUnsaved(photos.length > 0);
  const [created, setCreated] = useState<TAnimal | null>(null);
  const [notUploaded, setNotUploaded] = useState<TPhotoUploads | null>(null);
  const { progress } = usePhotoUploads(created?.id ?? null);

  const save = async (input: z.output<typeof ZAnimalCreateForm>) => {
    const animal = await create.mutateAsync(input);
    if (photos.length === 0) return animal;
    setCreated(animal);
    choosePhotos(
      animal.id,
      photos.map((photo) => photo.file),
    );
    const left = await upload.mutateAsync(animal.id);
    photosUnsaved.saved();
    setPhotos([]);
    if (left.chosen.length === 0) return animal;
    setNotUploaded(left);
    return ASKED_INSTEAD;
  };

  if (created && notUploaded) return <PhotosNotUploaded animal={created} left={notUploaded} />;
  return (
    <DialogForm form={form} save={save} messages={MESSAGES} submitLabel="Save Animal">
      <IntakeFields />
      <AnimalFormFields
        animalId={{ value: 'Assigned when saved', help: animalIdHelp }}
        statuses={statusOptions()}
        statusHelp="Medical Hold and Behavioral Eval place that hold; a stray starts on its Stray Hold."
      />
      <IntakePhotos chosen={photos} onChange={setPhotos} progress={progress} />
      <NewAnimalCarePlan />
      <FormSection title="Microchip (optional)">
        <MicrochipFields required={false} />
      </FormSection>
    </DialogForm>
  );
}

/** Add New Animal: how it came in (a stray unless told otherwise), the animal itself, its photos, and the care plan its intake starts. */
export function NewAnimalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Add New Animal" description="Enter the details for the new animal intake." size="xl">
      <NewAnimalForm />
    </FormDialog>
  );
}
