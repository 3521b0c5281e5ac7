import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { MenuIcon } from 'lucide-react';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { SearchButton } from '../search/SearchButton';
import { NewIntakeButton } from './NewIntakeButton';
import { useRouteTitle } from './route-title';

export function TopBar({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav: () => void }) {
  const title = useRouteTitle();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      align="center"
      gap="3"
      px={{ base: '3', md: '6' }}
      bg="bg.panel"
      borderBottomWidth="1px"
      _print={{ display: 'none' }}
    >
      <IconButton
        aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
        aria-expanded={navOpen}
        variant="ghost"
        colorPalette="gray"
        size="sm"
        onClick={onToggleNav}
      >
        <MenuIcon />
      </IconButton>
      <Text flex="1" minW="0" fontSize="lg" fontWeight="semibold" truncate>
        {title}
      </Text>
      <HStack gap="1" colorPalette="gray">
        <NotificationsBell />
        <SearchButton />
      </HStack>
      <NewIntakeButton />
    </Flex>
  );
}
