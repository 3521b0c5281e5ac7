import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useIntakeDate } from '../records/use-intake-date';
import { useLastPresent } from '../records/use-last-present';
import { MedicalRecordFields } from './MedicalRecordFields';
import { editRecordDefaults, ZMedicalForm } from './medical-form';

const MESSAGES: TSaveMessages = {
  success: { title: 'Medical record updated', description: 'The correction has been saved.' },
  failure: { title: 'Error', description: 'There was an error updating the medical record.' },
};

function EditRecordForm({ record }: { record: TMedicalRecord }) {
  const form = useForm({ resolver: zodResolver(ZMedicalForm), defaultValues: editRecordDefaults(record) });
  const update = trpc.medical.update.useMutation();
  return (
    <DialogForm
      form={form}
      // As of the version shown: a correction saved meanwhile by someone else is refused, not overwritten.
      save={(changes) => update.mutateAsync({ ...changes, id: record.id, version: record.version })}
      messages={MESSAGES}
      submitLabel="Save Correction"
    >
      <MedicalRecordFields intakeDate={useIntakeDate(record.animalId)} />
    </DialogForm>
  );
}

/** Corrects a medical record entered with a mistake (docs/architecture.md#lists). */
export function EditMedicalRecordDialog({ record, onClose }: { record: TMedicalRecord | null; onClose: () => void }) {
  const shown = useLastPresent(record);
  return (
    <FormDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Correct Medical Record"
      description={shown ? `${shown.recordType} of ${shown.animalName}. The audit trail keeps what it said before.` : undefined}
    >
      {shown && <EditRecordForm record={shown} />}
    </FormDialog>
  );
}
