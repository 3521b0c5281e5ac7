import { Stack } from '@chakra-ui/react';
import { SettingsPanel } from '../SettingsPanel';
import { DeliveryStatus } from './DeliveryStatus';
import { OutboxPanel } from './OutboxPanel';
import { TemplatesPanel } from './TemplatesPanel';
import { TestMessageForm } from './TestMessageForm';

/**
 * Settings → Messages (admins, decision 0014): how mail leaves, a test message, the outbox of
 * every message written, and the templates they are written from.
 */
export function MessagesTab() {
  return (
    <Stack gap="6">
      <SettingsPanel title="Messages" description="The e-mail the shelter sends to applicants, adopters and staff.">
        <DeliveryStatus />
        <TestMessageForm />
      </SettingsPanel>
      <OutboxPanel />
      <TemplatesPanel />
    </Stack>
  );
}
