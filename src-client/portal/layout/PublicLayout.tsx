import { Container, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** The adoption portal (every path under /public): open to everyone, no session. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipNavLink>Skip to content</SkipNavLink>
      <PublicHeader />
      <SkipNavContent as="main" flex="1">
        <Container maxW="6xl" py={{ base: '8', md: '12' }}>
          <Outlet />
        </Container>
      </SkipNavContent>
      <PublicFooter />
    </Flex>
  );
}
