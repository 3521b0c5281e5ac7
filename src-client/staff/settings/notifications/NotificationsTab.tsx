import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TNotificationSettings, ZNotificationSettings } from '../../../../src-shared/schemas/settings';
import { SettingsForm } from '../SettingsForm';
import { SwitchField } from '../SwitchField';

/**
 * The messages the shelter sends (decision 0014). The API's older switches (New Intake, Medical
 * Alert, System Updates) send nothing and are neither shown nor sent.
 */
const ZNotificationForm = ZNotificationSettings.pick({
  applicationReceived: true,
  applicationDecided: true,
  adoptionProcessed: true,
  newApplications: true,
  appointmentReminder: true,
  fosterEnding: true,
});
type TNotificationForm = z.infer<typeof ZNotificationForm>;

const TOGGLES: readonly { name: keyof TNotificationForm; label: string; description: string }[] = [
  { name: 'applicationReceived', label: 'Application received', description: 'To the applicant.' },
  { name: 'applicationDecided', label: 'Application approved or declined', description: 'To the applicant.' },
  { name: 'adoptionProcessed', label: 'Adoption completed', description: 'To the adopter, with the vaccination record and microchip reminder.' },
  { name: 'newApplications', label: 'New applications', description: 'To staff who chose them.' },
  { name: 'appointmentReminder', label: 'Appointment reminders', description: 'The day before, to staff who chose them.' },
  { name: 'fosterEnding', label: 'Foster placements ending', description: 'To staff who chose them.' },
];

/**
 * The Notifications tab: which e-mails the shelter sends. Settings → System's e-mail switch turns
 * them all off; each user chooses their own staff messages on My Account.
 */
export function NotificationsTab({ settings, mayEdit }: { settings: TNotificationSettings; mayEdit: boolean }) {
  const form = useForm({ resolver: zodResolver(ZNotificationForm), defaultValues: ZNotificationForm.parse(settings) });
  return (
    <SettingsForm
      group="notifications"
      form={form}
      mayEdit={mayEdit}
      title="Notifications"
      description="The e-mails the shelter sends. Staff choose on My Account which of theirs they receive."
    >
      <Stack gap="4">
        {TOGGLES.map((toggle) => (
          <SwitchField<TNotificationForm> key={toggle.name} {...toggle} />
        ))}
      </Stack>
    </SettingsForm>
  );
}
