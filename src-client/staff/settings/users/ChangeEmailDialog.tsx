import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TUser } from '../../../../src-shared/schemas/users';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { ZEmailForm } from './user-forms';

const F = formFields<z.input<typeof ZEmailForm>>();

const MESSAGES: TSaveMessages = {
  success: { title: 'E-mail changed', description: 'The shelter’s e-mails to this user go to the new address.' },
  failure: { title: 'Error', description: 'There was an error changing the e-mail address.' },
};

function ChangeEmailForm({ user }: { user: TUser }) {
  const form = useForm({ resolver: zodResolver(ZEmailForm), defaultValues: { email: user.email ?? '' } });
  const update = trpc.users.update.useMutation();
  return (
    <DialogForm form={form} save={({ email }) => update.mutateAsync({ id: user.id, email })} messages={MESSAGES} submitLabel="Change E-mail">
      <F.Text name="email" label="E-mail Address" type="email" inputMode="email" autoComplete="off" helperText="Leave empty for no e-mail." />
    </DialogForm>
  );
}

/** Change E-mail (admins): a user's address, which they may also change themselves on My Account. */
export function ChangeEmailDialog({ user, onClose }: { user: TUser | null; onClose: () => void }) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Change E-mail"
      description={user ? `Where the shelter’s e-mails reach ${user.name} (${user.username}).` : undefined}
      size="md"
    >
      {user && <ChangeEmailForm user={user} />}
    </FormDialog>
  );
}
