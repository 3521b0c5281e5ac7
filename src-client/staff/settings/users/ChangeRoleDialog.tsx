import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TUser } from '../../../../src-shared/schemas/users';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { ROLE_HELP, ROLE_OPTIONS } from './role-options';
import { ZRoleForm } from './user-forms';

const F = formFields<z.input<typeof ZRoleForm>>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Role changed', description: 'The new role applies from the user’s next action.' },
  failure: { title: 'Error', description: 'There was an error changing the role.' },
};

function ChangeRoleForm({ user }: { user: TUser }) {
  const form = useForm({ resolver: zodResolver(ZRoleForm), defaultValues: { role: user.role } });
  const update = trpc.users.update.useMutation();
  return (
    <DialogForm form={form} save={({ role }) => update.mutateAsync({ id: user.id, role })} messages={MESSAGES} submitLabel="Change Role">
      <F.Select name="role" label="Role" required options={ROLE_OPTIONS} helperText={ROLE_HELP} />
    </DialogForm>
  );
}

/** Change Role (admins); the server keeps at least one active administrator. */
export function ChangeRoleDialog({ user, onClose }: { user: TUser | null; onClose: () => void }) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Change Role"
      description={user ? `What ${user.name} (${user.username}) may do.` : undefined}
      size="md"
    >
      {user && <ChangeRoleForm user={user} />}
    </FormDialog>
  );
}
