import { Alert, Button, chakra, DataList, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/errors';
import { applyServerIssues } from '../../../shared/form/field-errors';
import { formFields } from '../../../shared/form/FormFields';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { ROLE_LABELS } from '../../components/role-labels';
import { useReportUnsaved } from '../../components/unsaved-changes';
import { useSessionUser } from '../../session/session-user';
import { SettingsPanel } from '../SettingsPanel';
import { type TChangeOwnPasswordFormValues, ZChangeOwnPasswordForm } from '../users/user-forms';

const F = formFields<TChangeOwnPasswordFormValues>();
const EMPTY: TChangeOwnPasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Change Password: every user, knowing the current one; their other sessions end. */
function ChangePasswordForm() {
  const form = useForm({ resolver: zodResolver(ZChangeOwnPasswordForm), defaultValues: EMPTY });
  const change = trpc.users.changeOwnPassword.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  useReportUnsaved(form.formState.isDirty);
  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await change.mutateAsync(input);
      form.reset(EMPTY);
      notify('success', { title: 'Password changed', description: 'Your other sessions have ended; this one continues.' });
    } catch (error) {
      notify('error', { title: 'Error', description: 'There was an error changing your password.' });
      // The server names the new password `newPassword`; the form calls it `password`.
      const placed = applyServerIssues(error, ['currentPassword', 'newPassword'], (field, message) =>
        form.setError(field === 'newPassword' ? 'password' : 'currentPassword', message),
      );
      if (!placed) setRefusal(errorMessage(error));
    }
  });
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={submit}>
        <SettingsPanel
          title="Change Password"
          description="At least 12 characters, and not a common password. A short phrase is easy to remember and hard to guess."
          footer={
            <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
              <KeyRoundIcon />
              Change Password
            </Button>
          }
        >
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <F.Text name="currentPassword" label="Current Password" type="password" required autoComplete="current-password" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <F.Text name="password" label="New Password" type="password" required autoComplete="new-password" />
            <F.Text name="confirmPassword" label="Confirm New Password" type="password" required autoComplete="new-password" />
          </SimpleGrid>
        </SettingsPanel>
      </chakra.form>
    </FormProvider>
  );
}

/** The Account tab: who is logged in here, and their password. */
export function AccountTab() {
  const user = useSessionUser();
  return (
    <Stack gap="6">
      <SettingsPanel title="My Account" description="The user logged in on this browser.">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{user.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Role</DataList.ItemLabel>
            <DataList.ItemValue>{ROLE_LABELS[user.role]}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </SettingsPanel>
      <ChangePasswordForm />
    </Stack>
  );
}
