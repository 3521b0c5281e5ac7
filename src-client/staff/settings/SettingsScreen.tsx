import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LeaveGuard } from '../components/LeaveGuard';
import { PageHeader } from '../components/PageHeader';
import { ScrollableTabList } from '../components/ScrollableTabList';
import { UnsavedChangesContext, useUnsavedChanges } from '../components/unsaved-changes';
import { useSessionUser } from '../session/session-user';
import { AccountTab } from './account/AccountTab';
import { AuditLogTab } from './audit/AuditLogTab';
import { BackupPanel } from './BackupPanel';
import { DisplayTab } from './display/DisplayTab';
import { LocationsTab } from './locations/LocationsTab';
import { MedicalTab } from './medical/MedicalTab';
import { MessagesTab } from './messages/MessagesTab';
import { PartnersTab } from './partners/PartnersTab';
import { ServerSettingsTab } from './ServerSettingsTab';
import { settingsTabs, type TSettingsTab } from './settings-tabs';
import { UsersTab } from './users/UsersTab';
import { WebsiteTab } from './website/WebsiteTab';

const PANELS: Record<TSettingsTab, () => ReactNode> = {
  organization: () => <ServerSettingsTab group="organization" />,
  system: () => <ServerSettingsTab group="system" />,
  notifications: () => <ServerSettingsTab group="notifications" />,
  messages: () => <MessagesTab />,
  printing: () => <ServerSettingsTab group="printing" />,
  website: () => <WebsiteTab />,
  medical: () => <MedicalTab />,
  display: () => <DisplayTab />,
  backup: () => <BackupPanel />,
  locations: () => <LocationsTab />,
  partners: () => <PartnersTab />,
  users: () => <UsersTab />,
  audit: () => <AuditLogTab />,
  account: () => <AccountTab />,
};

/**
 * Settings (/settings): the tabs the role may use (settings-tabs.ts). The open tab lives in the
 * address (`?tab=display`), so switching tabs with unsaved changes asks first, as leaving the screen does.
 */
export function SettingsScreen() {
  const { role } = useSessionUser();
  const tabs = settingsTabs(role);
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((item) => item.value === params.get('tab'))?.value ?? tabs[0]!.value;
  const unsaved = useUnsavedChanges();
  return (
    <UnsavedChangesContext value={unsaved}>
      <LeaveGuard changes={unsaved} />
      <PageHeader title="Settings" subtitle="The shelter’s details, how the console works and looks, and who uses it" />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setParams(details.value === tabs[0]!.value ? {} : { tab: details.value }, { replace: true })}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <ScrollableTabList value={tab} tabs={tabs} mb="6" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} borderBottomWidth="1px" />
        {tabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value} pt="0" maxW="4xl">
            {PANELS[item.value]()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </UnsavedChangesContext>
  );
}
