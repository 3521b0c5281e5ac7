import { Box, Flex, HStack, Image, Skeleton, Text } from '@chakra-ui/react';
import logoUrl from '../../shared/assets/logo.svg';
import { trpc } from '../../shared/trpc';
import { SidebarNav } from './SidebarNav';
import { SidebarUser } from './SidebarUser';

/** The product's name: the brand when the organization's name cannot be read, or is empty. */
const PRODUCT_NAME = 'Shelter';

/**
 * The organization's name from its settings, or null while it loads. The public call, because
 * every role reads it (the settings themselves are not a volunteer's); a saved change shows at
 * once, as every write reloads the queries on screen.
 */
function useBrandName(): string | null {
  const organization = trpc.settings.publicOrganization.useQuery();
  if (organization.isPending) return null;
  return organization.data?.name.trim() || PRODUCT_NAME;
}

/** The sidebar's content, docked on wide screens and inside the overlay on narrow ones. */
export function Sidebar() {
  const brand = useBrandName();
  return (
    <Flex direction="column" h="full" bg="bg.panel">
      <HStack gap="3" px="6" h="16" flexShrink="0" borderBottomWidth="1px">
        <Image src={logoUrl} alt="" boxSize="8" />
        <Box minW="0" lineHeight="short">
          {brand === null ? (
            <Skeleton h="5" w="32" my="0.5" />
          ) : (
            <Text fontWeight="bold" fontSize="md" letterSpacing="tight" truncate title={brand} data-testid="console-brand">
              {brand}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            Staff Console
          </Text>
        </Box>
      </HStack>
      <Flex direction="column" flex="1" overflowY="auto">
        <SidebarNav />
      </Flex>
      <SidebarUser />
    </Flex>
  );
}
