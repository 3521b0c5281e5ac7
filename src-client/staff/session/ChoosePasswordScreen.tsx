import { Button, Stack, Text } from '@chakra-ui/react';
import { ChangePasswordForm } from '../settings/account/ChangePasswordForm';
import { GateCard } from './GateCard';
import { useLogout } from './use-logout';

/**
 * Shown instead of the console while the signed-in user's password is one they were given: printed
 * at the first start, or set by an administrator or the command line (docs/domain.md#users). Once
 * they choose their own, the session check answers without the flag and the console opens.
 */
export function ChoosePasswordScreen() {
  const logout = useLogout();
  return (
    <GateCard title="Choose a new password">
      <ChangePasswordForm
        narrow
        layout={({ fields, submit }) => (
          <Stack gap="5">
            <Text color="fg.muted" fontSize="sm">
              You logged in with a password you were given. Choose one of your own to open the console: at least 12 characters, and not a common password.
            </Text>
            {fields}
            <Stack gap="2">
              {submit}
              <Button variant="ghost" loading={logout.isPending} onClick={() => logout.mutate({})}>
                Log out
              </Button>
            </Stack>
          </Stack>
        )}
      />
    </GateCard>
  );
}
