import { Skeleton, Stack } from '@chakra-ui/react';
import type { TSettings } from '../../../src-shared/schemas/settings';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { RoleNotice } from '../components/RoleNotice';
import { useMay } from '../session/use-may';
import { NotificationsTab } from './notifications/NotificationsTab';
import { OrganizationTab } from './organization/OrganizationTab';
import { SystemTab } from './system/SystemTab';

type TServerGroup = keyof TSettings;

/**
 * A tab of the settings kept on the server: loaded once for all three, editable by admins,
 * read-only for the roles that may see them, not shown to those who may not.
 */
export function ServerSettingsTab({ group }: { group: TServerGroup }) {
  const mayRead = useMay('console:read');
  const mayEdit = useMay('admin');
  if (!mayRead) return <RoleNotice>The shelter’s settings are open to staff, veterinarians and administrators.</RoleNotice>;
  return <LoadedSettings group={group} mayEdit={mayEdit} />;
}

function LoadedSettings({ group, mayEdit }: { group: TServerGroup; mayEdit: boolean }) {
  const settings = trpc.settings.get.useQuery();
  if (settings.isError) return <LoadError text={`Error loading settings: ${errorMessage(settings.error)}`} onRetry={() => void settings.refetch()} />;
  if (!settings.data) {
    return (
      <Stack gap="4" aria-busy>
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="24" />
      </Stack>
    );
  }
  switch (group) {
    case 'organization':
      return <OrganizationTab settings={settings.data.organization} mayEdit={mayEdit} />;
    case 'system':
      return <SystemTab settings={settings.data.system} mayEdit={mayEdit} />;
    case 'notifications':
      return <NotificationsTab settings={settings.data.notifications} mayEdit={mayEdit} />;
  }
}
