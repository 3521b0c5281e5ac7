import { Button, chakra, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TMessagePreferences, ZMessagePreferences } from '../../../../src-shared/schemas/messages';
import { roleMay } from '../../../../src-shared/roles';
import { errorMessage } from '../../../shared/errors';
import { applyServerIssues } from '../../../shared/form/field-errors';
import { formFields } from '../../../shared/form/FormFields';
import { LoadError } from '../../../shared/LoadError';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { useDisplaySettings } from '../../../shared/use-display-settings';
import { useReportUnsaved } from '../../components/unsaved-changes';
import { useSessionUser } from '../../session/session-user';
import { hourLabel } from '../messages/message-words';
import { SettingsPanel } from '../SettingsPanel';

type TPreferencesForm = z.input<typeof ZMessagePreferences>;
const F = formFields<TPreferencesForm>();

const NEW_APPLICATION_OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: 'immediately', label: 'As they arrive' },
  { value: 'daily', label: 'Daily digest' },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function PreferencesForm({ preferences }: { preferences: TMessagePreferences }) {
  const { role } = useSessionUser();
  const { clock } = useDisplaySettings();
  const form = useForm({ resolver: zodResolver(ZMessagePreferences), defaultValues: preferences });
  const update = trpc.users.saveMyMessages.useMutation();
  useReportUnsaved(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved: TMessagePreferences = await update.mutateAsync(values);
      form.reset(saved);
      notify('success', { title: 'Messages saved', description: 'Your e-mail address and choices are saved.' });
    } catch (error) {
      notify('error', { title: 'Error', description: 'Your messages were not saved.' });
      if (!applyServerIssues(error, Object.keys(form.getValues()), form.setError)) form.setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={submit} aria-label="E-mail and messages">
        <SettingsPanel
          title="E-mail and messages"
          description="Where the shelter writes to you, and which of its e-mails you receive. The daily ones go at the hour you choose, on the shelter’s clock."
          footer={
            <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
              <SaveIcon />
              Save
            </Button>
          }
        >
          {form.formState.errors.root?.message && (
            <chakra.p role="alert" color="fg.error">
              {form.formState.errors.root.message}
            </chakra.p>
          )}
          <F.Text name="email" label="E-mail Address" type="email" inputMode="email" autoComplete="email" helperText="Leave empty to receive no e-mail." />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {/* Only roles that read applications are told of new ones. */}
            {roleMay(role, 'console:read') && <F.Select name="newApplications" label="New Applications" options={NEW_APPLICATION_OPTIONS} />}
            <F.Select
              name="digestHour"
              label="Daily at"
              options={HOURS.map((hour) => ({ value: String(hour), label: hourLabel(hour, clock) }))}
              setValueAs={Number}
            />
          </SimpleGrid>
          <Stack gap="3">
            <F.Switch name="appointmentReminders" label="Appointment reminders" helperText="The day before: tomorrow’s appointments." />
            <F.Switch name="fosterEnding" label="Foster placements ending" helperText="Placements that end in the next 3 days." />
          </Stack>
        </SettingsPanel>
      </chakra.form>
    </FormProvider>
  );
}

/** My Account's messages (every role): the user's e-mail address and the staff e-mails they choose. */
export function MessagePreferencesPanel() {
  const preferences = trpc.users.myMessages.useQuery();
  if (preferences.isError) {
    return <LoadError text={`Error loading your messages: ${errorMessage(preferences.error)}`} onRetry={() => void preferences.refetch()} />;
  }
  if (!preferences.data) return <Skeleton h="60" aria-busy />;
  return <PreferencesForm preferences={preferences.data} />;
}
