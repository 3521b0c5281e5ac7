import { Flex, HStack, Image, Text } from '@chakra-ui/react';
import logoUrl from '../../shared/assets/logo.svg';
import { SidebarNav } from './SidebarNav';
import { SidebarUser } from './SidebarUser';

/** The sidebar's content, docked on wide screens and inside the overlay on narrow ones. */
export function Sidebar() {
  return (
    <Flex direction="column" h="full" bg="bg.panel">
      <HStack gap="3" px="6" h="16" flexShrink="0" borderBottomWidth="1px">
        <Image src={logoUrl} alt="" boxSize="8" />
        <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
          Shelter
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1">
          Staff Console
        </Text>
      </HStack>
      <Flex direction="column" flex="1" overflowY="auto">
        <SidebarNav />
      </Flex>
      <SidebarUser />
    </Flex>
  );
}
