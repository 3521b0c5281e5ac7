import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZPartnerCreateInput, type TPartnerCreate } from '../../../../src-shared/schemas/partners';
import { formFields } from '../../../shared/form/FormFields';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { useLastPresent } from '../../records/use-last-present';
import { SwitchField } from '../SwitchField';

type TPartnerForm = z.input<typeof ZPartnerCreateInput>;
const F = formFields<TPartnerForm>();

export interface TPartnerRequest {
  title: string;
  description: string;
  submitLabel: string;
  values: TPartnerCreate;
  /** Adding asks whether the partner is in the coalition; renaming only its name (the list has the switch). */
  askCoalition: boolean;
  messages: TSaveMessages;
  save: (values: TPartnerCreate) => Promise<unknown>;
}

function PartnerForm({ request }: { request: TPartnerRequest }) {
  const form = useForm<TPartnerForm, unknown, TPartnerCreate>({ resolver: zodResolver(ZPartnerCreateInput), defaultValues: request.values });
  return (
    <DialogForm form={form} save={request.save} messages={request.messages} submitLabel={request.submitLabel}>
      <F.Text name="name" label="Name" required autoComplete="off" />
      {request.askCoalition && (
        <SwitchField<TPartnerForm>
          name="inCoalition"
          label="In community coalition"
          description="A shelter or rescue of the community coalition: its transfers count as the coalition’s in the Asilomar report."
        />
      )}
    </DialogForm>
  );
}

/** Adding a partner organization or renaming one: a name, which the server checks is not taken. */
export function PartnerDialog({ request, onClose }: { request: TPartnerRequest | null; onClose: () => void }) {
  const shown = useLastPresent(request);
  return (
    <FormDialog open={request !== null} onOpenChange={(open) => !open && onClose()} title={shown?.title ?? ''} description={shown?.description} size="md">
      {request && <PartnerForm request={request} />}
    </FormDialog>
  );
}
