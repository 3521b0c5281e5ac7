import { Skeleton, Stack } from '@chakra-ui/react';
import type { TSettings } from '../../../src-shared/schemas/settings';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useMay } from '../session/use-may';
import { NotificationsTab } from './notifications/NotificationsTab';
import { OrganizationTab } from './organization/OrganizationTab';
import { PrintingTab } from './printing/PrintingTab';
import { SystemTab } from './system/SystemTab';

type TServerGroup = keyof TSettings;

/**
 * A tab of the settings kept on the server: loaded once for all four, editable by admins,
 * read-only for the other roles that may read them (settings-tabs.ts offers it to no one else).
 */
export function ServerSettingsTab({ group }: { group: TServerGroup }) {
  const mayEdit = useMay('admin');
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
    case 'printing':
      return <PrintingTab settings={settings.data.printing} mayEdit={mayEdit} />;
  }
}
