import { Alert, Button, chakra, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/errors';
import { applyServerIssues } from '../../../shared/form/field-errors';
import { formFields } from '../../../shared/form/FormFields';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { useReportUnsaved } from '../../components/unsaved-changes';
import { type TChangeOwnPasswordFormValues, ZChangeOwnPasswordForm } from '../users/user-forms';

const F = formFields<TChangeOwnPasswordFormValues>();
const EMPTY: TChangeOwnPasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/** What a screen lays out of the form: its fields, and the button that saves them. */
export interface TPasswordFormParts {
  fields: ReactNode;
  submit: ReactNode;
}

/**
 * Changing one's own password, knowing the current one; the user's other sessions end. Used by
 * Settings → My Account and by the screen that asks for a new password before the console opens,
 * each laying the parts out its own way (`narrow`: one field a line, in a card too narrow for two).
 */
export function ChangePasswordForm({ layout, narrow = false }: { layout: (parts: TPasswordFormParts) => ReactNode; narrow?: boolean }) {
  const utils = trpc.useUtils();
  const form = useForm({ resolver: zodResolver(ZChangeOwnPasswordForm), defaultValues: EMPTY });
  useReportUnsaved(form.formState.isDirty);
  const change = trpc.users.changeOwnPassword.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      notify('success', { title: 'Password changed', description: 'Your other sessions have ended; this one continues.' });
      // The session is left out of the reload every write causes: its "must change" flag has just cleared.
      await utils.auth.me.invalidate();
    } catch (error) {
      notify('error', { title: 'Error', description: 'There was an error changing your password.' });
      // The server names the new password `newPassword`; the form calls it `password`.
      const placed = applyServerIssues(error, ['currentPassword', 'newPassword'], (field, message) =>
        form.setError(field === 'newPassword' ? 'password' : 'currentPassword', message),
      );
      if (!placed) setRefusal(errorMessage(error));
    }
  });
  const fields = (
    <>
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <F.Text name="currentPassword" label="Current Password" type="password" required autoComplete="current-password" />
      <SimpleGrid columns={{ base: 1, md: narrow ? 1 : 2 }} gap="5">
        <F.Text name="password" label="New Password" type="password" required autoComplete="new-password" />
        <F.Text name="confirmPassword" label="Confirm New Password" type="password" required autoComplete="new-password" />
      </SimpleGrid>
    </>
  );
  const button = (
    <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
      <KeyRoundIcon />
      Change Password
    </Button>
  );
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={submit}>
        {layout({ fields, submit: button })}
      </chakra.form>
    </FormProvider>
  );
}
