import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZLocationCreateInput } from '../../../../src-shared/schemas/locations';
import { formFields } from '../../../shared/form/FormFields';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useLastPresent } from '../../records/use-last-present';

const ZLocationNameForm = z.object({ name: ZLocationCreateInput.shape.name });
type TLocationNameForm = z.input<typeof ZLocationNameForm>;
const F = formFields<TLocationNameForm>();

export interface TLocationNameRequest {
  title: string;
  description: string;
  submitLabel: string;
  name: string;
  messages: TSaveMessages;
  save: (name: string) => Promise<unknown>;
}

function LocationNameForm({ request }: { request: TLocationNameRequest }) {
  const form = useForm({ resolver: zodResolver(ZLocationNameForm), defaultValues: { name: request.name } });
  return (
    <DialogForm form={form} save={({ name }) => request.save(name)} messages={request.messages} submitLabel={request.submitLabel}>
      <F.Text name="name" label="Name" required autoComplete="off" />
    </DialogForm>
  );
}

/** Adding a building, room or kennel, or renaming one: a name, which the server checks is free beside its siblings. */
export function LocationNameDialog({ request, onClose }: { request: TLocationNameRequest | null; onClose: () => void }) {
  const shown = useLastPresent(request);
  return (
    <FormDialog open={request !== null} onOpenChange={(open) => !open && onClose()} title={shown?.title ?? ''} description={shown?.description} size="md">
      {request && <LocationNameForm request={request} />}
    </FormDialog>
  );
}
