import { Avatar, Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { LogOutIcon } from 'lucide-react';
import type { TRole } from '../../../src-shared/roles';
import defaultAvatarUrl from '../../shared/assets/default-avatar.svg';
import { useLogout } from '../session/use-logout';
import { useSessionUser } from '../session/session-user';

/** How each role reads on screen (the sidebar, the Users list). */
export const ROLE_LABELS: Record<TRole, string> = {
  admin: 'Administrator',
  staff: 'Staff',
  veterinarian: 'Veterinarian',
  volunteer: 'Volunteer',
};

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
