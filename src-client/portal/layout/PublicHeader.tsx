import { Button, Container, Flex, HStack, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import logoUrl from '../../shared/assets/logo.svg';
import { useOrganization } from './use-organization';

/**
 * About Us, Visit Us, Volunteer and Contact have no pages of their own yet: they lead to the
 * footer's section on the same topic, which every portal page has.
 */
const LINKS = [
  { label: 'Adoptable Animals', to: '/public' },
  { label: 'About Us', to: '#about' },
  { label: 'Visit Us', to: '#visit' },
  { label: 'Volunteer', to: '#volunteer' },
  { label: 'Contact', to: '#contact' },
];

function OrganizationName() {
  const organization = useOrganization();
  if (organization.isPending) return <Skeleton h="5" w="40" />;
  return (
    <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
      {organization.data?.name ?? 'Adoption Portal'}
    </Text>
  );
}

export function PublicHeader() {
  const { pathname } = useLocation();
  return (
    <Flex as="header" bg="bg.panel" borderBottomWidth="1px" position={{ base: 'static', md: 'sticky' }} top="0" zIndex="sticky">
      <Container maxW="6xl" display="flex" flexWrap="wrap" alignItems="center" columnGap="6" rowGap="2" py="3">
        <HStack asChild gap="3" flexShrink="0" me="auto">
          <RouterLink to="/public">
            <Image src={logoUrl} alt="" boxSize="9" />
            <OrganizationName />
          </RouterLink>
        </HStack>
        <Flex
          as="nav"
          aria-label="Adoption portal"
          align="center"
          wrap="wrap"
          gap="1"
          order={{ base: 1, md: 0 }}
          w={{ base: 'full', md: 'auto' }}
          mx={{ base: '-2.5', md: '0' }}
        >
          {LINKS.map((link) => (
            <Link
              key={link.label}
              asChild
              px="2.5"
              py="2"
              rounded="md"
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              color="fg.muted"
              textDecoration="none"
              _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
              _currentPage={{ color: 'colorPalette.fg' }}
            >
              <RouterLink to={link.to} aria-current={link.to === pathname ? 'page' : undefined}>
                {link.label}
              </RouterLink>
            </Link>
          ))}
        </Flex>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/">Staff Login</RouterLink>
        </Button>
      </Container>
    </Flex>
  );
}
