import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useIntakeDate } from '../records/use-intake-date';
import { useLastPresent } from '../records/use-last-present';
import { NoteFields } from './NoteFields';
import { correctionDefaults, ZNoteForm } from './note-form';

const MESSAGES: TSaveMessages = {
  success: { title: 'Note updated', description: 'The correction has been saved.' },
  failure: { title: 'Error', description: 'There was an error updating the note.' },
};

function CorrectNoteForm({ note }: { note: TBehaviorNote }) {
  const form = useForm({ resolver: zodResolver(ZNoteForm), defaultValues: correctionDefaults(note) });
  const update = trpc.behaviorNotes.update.useMutation();
  return (
    <DialogForm
      form={form}
      // As of the version shown: a correction saved meanwhile by someone else is refused, not overwritten.
      save={({ animalId: _animalId, ...changes }) => update.mutateAsync({ ...changes, id: note.id, version: note.version })}
      messages={MESSAGES}
      submitLabel="Save Correction"
    >
      <NoteFields intakeDate={useIntakeDate(note.animalId)} />
    </DialogForm>
  );
}

/** Corrects a note entered with a mistake; its writer stays its author, and the audit trail keeps what it said. */
export function CorrectNoteDialog({ note, onClose }: { note: TBehaviorNote | null; onClose: () => void }) {
  const shown = useLastPresent(note);
  return (
    <FormDialog
      open={note !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Correct Note"
      description={shown ? `${shown.kind} note about ${shown.animalName}. The audit trail keeps what it said before.` : undefined}
    >
      {shown && <CorrectNoteForm note={shown} />}
    </FormDialog>
  );
}
