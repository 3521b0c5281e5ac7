import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TUser } from '../../../../src-shared/schemas/users';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { type TPasswordFormValues, ZPasswordForm } from './user-forms';

const F = formFields<TPasswordFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Password reset', description: 'Their sessions have ended; they log in with the new password.' },
  failure: { title: 'Error', description: 'There was an error resetting the password.' },
};

function ResetPasswordForm({ user }: { user: TUser }) {
  const form = useForm({ resolver: zodResolver(ZPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const update = trpc.users.update.useMutation();
  return (
    <DialogForm form={form} save={({ password }) => update.mutateAsync({ id: user.id, password })} messages={MESSAGES} submitLabel="Reset Password">
      <F.Text
        name="password"
        label="New Password"
        type="password"
        required
        autoComplete="new-password"
        helperText="At least 12 characters; a phrase is easiest."
      />
      <F.Text name="confirmPassword" label="Confirm New Password" type="password" required autoComplete="new-password" />
    </DialogForm>
  );
}

/** Reset Password (admins): a new password for someone who lost theirs; their sessions end at once. */
export function ResetPasswordDialog({ user, onClose }: { user: TUser | null; onClose: () => void }) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reset Password"
      description={user ? `A new password for ${user.name} (${user.username}).` : undefined}
      size="md"
    >
      {user && <ResetPasswordForm user={user} />}
    </FormDialog>
  );
}
