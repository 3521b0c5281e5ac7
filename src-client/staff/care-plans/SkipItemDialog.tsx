import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZCareItemSkipInput, type TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterToday } from '../components/use-shelter-today';
import { useLastPresent } from '../records/use-last-present';
import { CareItemSummary } from './CareItemSummary';

type TSkipFormValues = z.input<typeof ZCareItemSkipInput>;
const F = formFields<TSkipFormValues>();

function SkipForm({ item }: { item: TCarePlanItem }) {
  const form = useForm({ resolver: zodResolver(ZCareItemSkipInput), defaultValues: { id: item.id, version: item.version, reason: '' } });
  const skip = trpc.carePlans.skip.useMutation();
  const messages: TSaveMessages = {
    success: { title: 'Item skipped', description: `${item.name} for ${item.animalName} is skipped, with the reason.` },
    failure: { title: 'Error', description: `${item.name} was not skipped.` },
  };
  return (
    <DialogForm form={form} save={(input) => skip.mutateAsync(input)} messages={messages} submitLabel="Skip Item">
      <CareItemSummary item={item} today={useShelterToday()} />
      <F.Textarea name="reason" label="Reason" required rows={2} helperText="For example: given elsewhere before intake, or not advised by the veterinarian." />
    </DialogForm>
  );
}

/** Skip: the item will not be given; the reason is kept on the plan (docs/domain.md#care-plans). */
export function SkipItemDialog({ item, onClose }: { item: TCarePlanItem | null; onClose: () => void }) {
  const shown = useLastPresent(item);
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown ? `Skip ${shown.name}` : 'Skip'}
      description={shown ? `${shown.itemType} for ${shown.animalName}: it leaves the due list.` : undefined}
      size="md"
    >
      {shown && <SkipForm item={shown} />}
    </FormDialog>
  );
}
