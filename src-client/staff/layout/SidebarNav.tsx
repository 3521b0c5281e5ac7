import { Box, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { useSessionUser } from '../session/session-user';
import { navigationFor, type TNavGroup } from './navigation';

function NavGroup({ group }: { group: TNavGroup }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} px="3" pb="2" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {group.label}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
              _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg' }}
            >
              <NavLink to={item.to}>
                <Icon as={item.icon} boxSize="4" aria-hidden />
                {item.label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SidebarNav() {
  const { role } = useSessionUser();
  return (
    <Stack as="nav" aria-label="Console" gap="6" px="3" py="4">
      {navigationFor(role).map((group) => (
        <NavGroup key={group.label} group={group} />
      ))}
    </Stack>
  );
}
