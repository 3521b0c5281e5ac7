import { Switch, Text } from '@chakra-ui/react';
import { CERTIFIABLE_ROLE, EUTHANASIA_ROLES, type TRole } from '../../../../src-shared/roles';
import type { TUser } from '../../../../src-shared/schemas/users';
import { errorMessage } from '../../../shared/errors';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';

/**
 * Who may perform a euthanasia (docs/domain.md#outcomes): a switch for each staff member, which an
 * admin turns on once they are certified; administrators and veterinarians may by their role.
 */
export function EuthanasiaCertification({ user }: { user: TUser }) {
  const update = trpc.users.update.useMutation();
  if ((EUTHANASIA_ROLES as readonly TRole[]).includes(user.role)) {
    return (
      <Text fontSize="sm" color="fg.muted">
        By role
      </Text>
    );
  }
  if (user.role !== CERTIFIABLE_ROLE) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Not allowed
      </Text>
    );
  }

  const certify = async (certified: boolean) => {
    try {
      await update.mutateAsync({ id: user.id, euthanasiaCertified: certified });
      notify('success', {
        title: certified ? 'Certified for euthanasia' : 'Certification removed',
        description: certified ? `${user.name} may now perform and record euthanasias.` : `${user.name} may no longer perform or record euthanasias.`,
      });
    } catch (error) {
      notify('error', { title: 'Error', description: errorMessage(error) });
    }
  };

  return (
    <Switch.Root size="sm" checked={user.euthanasiaCertified} disabled={update.isPending} onCheckedChange={(details) => void certify(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>Certified for euthanasia</Switch.Label>
    </Switch.Root>
  );
}
