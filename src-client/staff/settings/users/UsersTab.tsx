import { Avatar, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import type { TUser } from '../../../../src-shared/schemas/users';
import defaultAvatarUrl from '../../../shared/assets/default-avatar.svg';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { DataTable, type TColumn } from '../../components/DataTable';
import { ROLE_LABELS } from '../../components/role-labels';
import { ConfirmDialog } from '../../records/ConfirmDialog';
import { RowActions } from '../../records/RowActions';
import { SettingsPanel } from '../SettingsPanel';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { EuthanasiaCertification } from './EuthanasiaCertification';
import { NewUserDialog } from './NewUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

interface TUserActions {
  changeRole(user: TUser): void;
  changeEmail(user: TUser): void;
  resetPassword(user: TUser): void;
  setActive(user: TUser, active: boolean): void;
}

function columns(actions: TUserActions): TColumn<TUser>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (user) => (
        <HStack gap="3">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={user.name} />
            <Avatar.Image src={user.imageUrl ?? defaultAvatarUrl} alt="" />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontWeight="medium">{user.name}</Text>
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              {user.username}
            </Text>
            {user.email && (
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {user.email}
              </Text>
            )}
          </Stack>
        </HStack>
      ),
    },
    {
      key: 'username',
      header: 'Username',
      hideBelow: 'md',
      cell: (user) => (
        <Text fontFamily="mono" fontSize="xs">
          {user.username}
        </Text>
      ),
    },
    { key: 'role', header: 'Role', hideBelow: 'sm', cell: (user) => ROLE_LABELS[user.role] },
    { key: 'euthanasia', header: 'Euthanasia', hideBelow: 'sm', cell: (user) => <EuthanasiaCertification user={user} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette={user.active ? 'green' : 'gray'} variant="subtle" rounded="full" px="2.5">
            {user.active ? 'Active' : 'Deactivated'}
          </Badge>
          {user.mustChangePassword && (
            <Badge colorPalette="orange" variant="subtle" rounded="full" px="2.5">
              Password to change
            </Badge>
          )}
        </HStack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (user) => (
        <RowActions
          label={`Actions for ${user.username}`}
          actions={[
            { value: 'role', label: 'Change role', onSelect: () => actions.changeRole(user) },
            { value: 'email', label: 'Change e-mail', onSelect: () => actions.changeEmail(user) },
            { value: 'password', label: 'Reset password', onSelect: () => actions.resetPassword(user) },
            user.active
              ? { value: 'deactivate', label: 'Deactivate', destructive: true, onSelect: () => actions.setActive(user, false) }
              : { value: 'reactivate', label: 'Reactivate', onSelect: () => actions.setActive(user, true) },
          ]}
        />
      ),
    },
  ];
}

/**
 * The Users tab (admins): every account with its role, e-mail and state; create one, change a role or e-mail, certify
 * a staff member for euthanasia, reset a password, deactivate (their sessions end at once) or reactivate. The server's refusals — a
 * taken username, the last administrator — are shown as it words them.
 */
export function UsersTab() {
  const users = trpc.users.list.useQuery();
  const update = trpc.users.update.useMutation();
  const [creating, setCreating] = useState(false);
  const [changingRole, setChangingRole] = useState<TUser | null>(null);
  const [changingEmail, setChangingEmail] = useState<TUser | null>(null);
  const [resetting, setResetting] = useState<TUser | null>(null);
  const [deactivating, setDeactivating] = useState<TUser | null>(null);

  const setActive = async (user: TUser, active: boolean) => {
    try {
      await update.mutateAsync({ id: user.id, active });
      notify(
        'success',
        active
          ? { title: 'User reactivated', description: `${user.name} can log in again.` }
          : { title: 'User deactivated', description: `${user.name} is logged out and can no longer log in.` },
      );
    } catch (error) {
      notify('error', { title: 'Error', description: errorMessage(error) });
    } finally {
      setDeactivating(null);
    }
  };
  const actions: TUserActions = {
    changeRole: setChangingRole,
    changeEmail: setChangingEmail,
    resetPassword: setResetting,
    setActive: (user, active) => (active ? void setActive(user, true) : setDeactivating(user)),
  };

  return (
    <SettingsPanel title="Users" description="Who can log in to the console, and what each may do.">
      <HStack justify="end">
        <Button size="sm" onClick={() => setCreating(true)}>
          <UserPlusIcon />
          New User
        </Button>
      </HStack>
      {users.isError ? (
        <LoadError text={`Error loading users: ${errorMessage(users.error)}`} onRetry={() => void users.refetch()} />
      ) : (
        <DataTable
          label="Users"
          columns={columns(actions)}
          rows={users.data}
          rowKey={(user) => user.id}
          loading={users.isPending}
          skeletonRows={3}
          empty={<EmptyMessage icon={UsersIcon} title="No users yet" />}
        />
      )}
      <NewUserDialog open={creating} onOpenChange={setCreating} />
      <ChangeRoleDialog user={changingRole} onClose={() => setChangingRole(null)} />
      <ChangeEmailDialog user={changingEmail} onClose={() => setChangingEmail(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate User"
        description={
          deactivating ? `${deactivating.name} (${deactivating.username}) is logged out at once and cannot log in until reactivated. Their records stay.` : ''
        }
        confirmLabel="Deactivate"
        busy={update.isPending}
        onConfirm={() => deactivating && void setActive(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      />
    </SettingsPanel>
  );
}
