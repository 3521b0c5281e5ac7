import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TNoteKind } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterToday } from '../components/use-shelter-today';
import { AnimalBanner } from '../records/AnimalBanner';
import { AnimalDialogContent } from '../records/AnimalDialogContent';
import { AnimalIdField } from '../records/AnimalIdField';
import { useIntakeDate } from '../records/use-intake-date';
import { useLastPresent } from '../records/use-last-present';
import { NoteFields } from './NoteFields';
import { newNoteDefaults, ZNoteForm } from './note-form';

const MESSAGES: TSaveMessages = {
  success: { title: 'Note saved', description: 'The note has been added to the animal’s notes.' },
  failure: { title: 'Error', description: 'There was an error saving the note.' },
};

function NewNoteForm({ preset, kind }: { preset: TAnimal | null; kind: TNoteKind | undefined }) {
  const form = useForm({ resolver: zodResolver(ZNoteForm), defaultValues: newNoteDefaults(preset?.id ?? null, useShelterToday(), kind) });
  const create = trpc.behaviorNotes.create.useMutation();
  const intakeDate = useIntakeDate(useWatch({ control: form.control, name: 'animalId' }));
  return (
    <DialogForm form={form} save={({ animalId, ...note }) => create.mutateAsync({ ...note, id: animalId })} messages={MESSAGES} submitLabel="Save Note">
      {preset ? <AnimalBanner animal={preset} /> : <AnimalIdField control={form.control} />}
      <NoteFields intakeDate={intakeDate} />
    </DialogForm>
  );
}

/**
 * Add Note (docs/domain.md#notes), one dialog for the animal's Notes tab, the registry's rows, the
 * Daily Care checklist and the dashboard: for the animal given, else for one chosen in it; a
 * behaviour note unless another `kind` is given.
 */
export function AddNoteDialog({ open, animalId = null, kind, onClose }: { open: boolean; animalId?: number | null; kind?: TNoteKind; onClose: () => void }) {
  // While it animates closed, the dialog keeps the animal it was opened for.
  const opened = useMemo(() => (open ? { animalId } : null), [open, animalId]);
  const shown = useLastPresent(opened)?.animalId ?? null;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add Note"
      description="A behaviour note, a care task done, or a handling warning."
    >
      {shown !== null ? (
        <AnimalDialogContent animalId={shown}>{(animal) => <NewNoteForm preset={animal} kind={kind} />}</AnimalDialogContent>
      ) : (
        <NewNoteForm preset={null} kind={kind} />
      )}
    </FormDialog>
  );
}
