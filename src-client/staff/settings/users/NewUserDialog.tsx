import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formFields } from '../../../shared/form/FormFields';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { ROLE_HELP, ROLE_OPTIONS } from './role-options';
import { newUserDefaults, type TNewUserFormValues, ZNewUserForm } from './user-forms';

const F = formFields<TNewUserFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'User created', description: 'They can log in now with their username and password.' },
  failure: { title: 'Error', description: 'There was an error creating the user.' },
};

function NewUserForm() {
  const form = useForm({ resolver: zodResolver(ZNewUserForm), defaultValues: newUserDefaults() });
  const create = trpc.users.create.useMutation();
  return (
    <DialogForm form={form} save={(input) => create.mutateAsync(input)} messages={MESSAGES} submitLabel="Create User">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <F.Text name="name" label="Full Name" required autoComplete="off" />
        <F.Text name="username" label="Username" required autoComplete="off" helperText="Letters, digits and . _ @ -" />
      </SimpleGrid>
      <F.Text
        name="email"
        label="E-mail Address"
        type="email"
        inputMode="email"
        autoComplete="off"
        helperText="Optional. Where the shelter’s e-mails reach them; they choose which on My Account."
      />
      <F.Select name="role" label="Role" required options={ROLE_OPTIONS} helperText={ROLE_HELP} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <F.Text
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          helperText="At least 12 characters; a phrase is easiest."
        />
        <F.Text name="confirmPassword" label="Confirm Password" type="password" required autoComplete="new-password" />
      </SimpleGrid>
    </DialogForm>
  );
}

/** New User: an account with a role and a first password (admins). */
export function NewUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="New User" description="Give a colleague their own login and the role they work in." size="md">
      <NewUserForm />
    </FormDialog>
  );
}
