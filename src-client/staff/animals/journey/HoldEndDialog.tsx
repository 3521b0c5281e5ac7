import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { THold } from '../../../../src-shared/schemas/journey';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { FormSection } from '../form/FormSection';
import { holdEndDefaults, ZHoldEndForm, type THoldEndFormValues } from './hold-forms';

const F = formFields<THoldEndFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Hold updated', description: 'The hold’s end has been saved.' },
  failure: { title: 'Error', description: 'The hold was not changed.' },
};

function HoldEndForm({ hold }: { hold: THold }) {
  const form = useForm({ resolver: zodResolver(ZHoldEndForm), defaultValues: holdEndDefaults(hold) });
  const update = trpc.journey.updateHold.useMutation();
  return (
    <DialogForm form={form} save={(changes) => update.mutateAsync(changes)} messages={MESSAGES} submitLabel="Save">
      <FormSection title={hold.type}>
        <F.Text
          name="endDate"
          label="End Date"
          type="date"
          min={hold.startDate}
          helperText="The first day the animal is free; empty holds it until released."
        />
        <F.Textarea name="reason" label="Reason" rows={2} required />
      </FormSection>
    </DialogForm>
  );
}

/** Change End: corrects when a hold ends, or its reason. */
export function HoldEndDialog({ hold, open, onOpenChange }: { hold: THold; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Change Hold End" description={`${hold.type}, placed for: ${hold.reason}`}>
      <HoldEndForm hold={hold} />
    </FormDialog>
  );
}
