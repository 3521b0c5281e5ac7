import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TNotificationSettings, ZNotificationSettings } from '../../../../src-shared/schemas/settings';
import { SettingsForm } from '../SettingsForm';
import { SwitchField } from '../SwitchField';

const TOGGLES: readonly { name: keyof TNotificationSettings; label: string; description: string }[] = [
  { name: 'newIntake', label: 'New Intake', description: 'When an animal is taken in.' },
  { name: 'adoptionProcessed', label: 'Adoption Processed', description: 'When an adoption is recorded or completed.' },
  { name: 'medicalAlert', label: 'Medical Alert', description: 'When a medical record needs attention.' },
  { name: 'appointmentReminder', label: 'Appointment Reminder', description: 'Before a scheduled appointment.' },
  { name: 'systemUpdates', label: 'System Updates', description: 'News about the shelter system itself.' },
];

/** The Notifications tab: which events staff are told about. */
export function NotificationsTab({ settings, mayEdit }: { settings: TNotificationSettings; mayEdit: boolean }) {
  const form = useForm({ resolver: zodResolver(ZNotificationSettings), defaultValues: settings });
  return (
    <SettingsForm group="notifications" form={form} mayEdit={mayEdit} title="Notifications" description="The events staff are notified of.">
      <Stack gap="4">
        {TOGGLES.map((toggle) => (
          <SwitchField<TNotificationSettings> key={toggle.name} {...toggle} />
        ))}
      </Stack>
    </SettingsForm>
  );
}
