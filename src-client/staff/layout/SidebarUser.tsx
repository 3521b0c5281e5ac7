import { Avatar, Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { LogOutIcon } from 'lucide-react';
import defaultAvatarUrl from '../../shared/assets/default-avatar.svg';
import { ROLE_LABELS } from '../components/role-labels';
import { useLogout } from '../session/use-logout';
import { useSessionUser } from '../session/session-user';

/** The sidebar's footer: who is signed in, and the way out. */
export function SidebarUser() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <HStack gap="3" px="4" py="3" borderTopWidth="1px">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={user.name} />
        <Avatar.Image src={user.imageUrl ?? defaultAvatarUrl} alt="" />
      </Avatar.Root>
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="semibold" truncate>
          {user.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {ROLE_LABELS[user.role]}
        </Text>
      </Box>
      <IconButton aria-label="Log out" title="Log out" variant="ghost" size="sm" loading={logout.isPending} onClick={() => logout.mutate({})}>
        <LogOutIcon />
      </IconButton>
    </HStack>
  );
}
