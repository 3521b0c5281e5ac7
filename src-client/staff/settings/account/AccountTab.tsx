import { DataList, Stack } from '@chakra-ui/react';
import { ROLE_LABELS } from '../../components/role-labels';
import { useSessionUser } from '../../session/session-user';
import { SettingsPanel } from '../SettingsPanel';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MessagePreferencesPanel } from './MessagePreferencesPanel';

/** Change Password: every user, knowing the current one; their other sessions end. */
function ChangePasswordPanel() {
  return (
    <ChangePasswordForm
      layout={({ fields, submit }) => (
        <SettingsPanel
          title="Change Password"
          description="At least 12 characters, and not a common password. A short phrase is easy to remember and hard to guess."
          footer={submit}
        >
          {fields}
        </SettingsPanel>
      )}
    />
  );
}

/** The Account tab: who is logged in here, their e-mail and the messages they receive, and their password. */
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
      <MessagePreferencesPanel />
      <ChangePasswordPanel />
    </Stack>
  );
}
