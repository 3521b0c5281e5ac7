import { Alert, Button, chakra, Fieldset } from '@chakra-ui/react';
import { SaveIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { TSettings, TSettingsUpdateInput } from '../../../src-shared/schemas/settings';
import { errorMessage } from '../../shared/errors';
import { notify } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { RoleNotice } from '../components/RoleNotice';
import { useReportUnsaved } from '../components/unsaved-changes';
import { applyGroupIssues } from './settings-issues';
import { SettingsPanel } from './SettingsPanel';

type TGroup = keyof TSettings;

/**
 * One group of the shelter's settings, saved to the server by admins (docs/domain.md#settings).
 * Other roles see the same fields, read-only. A save shows "Settings saved"; a refusal keeps what
 * was typed and puts the server's reason under its field, or above the fields. Changes not yet
 * saved are reported to the Settings screen, which asks before they are left behind.
 */
export function SettingsForm<TValues extends FieldValues, TOutput extends NonNullable<TSettingsUpdateInput[TGroup]>>({
  group,
  form,
  mayEdit,
  title,
  description,
  children,
}: {
  group: TGroup;
  form: UseFormReturn<TValues, unknown, TOutput>;
  mayEdit: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const update = trpc.settings.update.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  useReportUnsaved(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ [group]: values });
      form.reset(form.getValues());
      notify('success', { title: 'Settings saved', description: 'Your settings have been successfully updated.' });
    } catch (error) {
      notify('error', { title: 'Error', description: 'There was an error saving the settings.' });
      if (!applyGroupIssues(error, group, Object.keys(form.getValues()), form.setError)) setRefusal(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={submit}>
        <SettingsPanel
          title={title}
          description={description}
          footer={
            mayEdit && (
              <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
                <SaveIcon />
                Save Changes
              </Button>
            )
          }
        >
          {!mayEdit && <RoleNotice>Only administrators can change these settings.</RoleNotice>}
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          {/* A disabled fieldset makes every control in it read-only at once. */}
          <Fieldset.Root disabled={!mayEdit} minW="0">
            <Fieldset.Content mt="0" gap="5">
              {children}
            </Fieldset.Content>
          </Fieldset.Root>
        </SettingsPanel>
      </chakra.form>
    </FormProvider>
  );
}
