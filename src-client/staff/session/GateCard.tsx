import { Card, Center, Heading, HStack, Image, Link, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import logoUrl from '../../shared/assets/logo.svg';

/** The one card the staff area shows before its console: the login form, or why the session could not be checked. */
export function GateCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center as="main" minH="100dvh" bg="bg.subtle" px="4" py="10">
      <VStack gap="6" w="full" maxW="sm">
        <HStack gap="3">
          <Image src={logoUrl} alt="" boxSize="10" />
          <Text fontSize="xl" fontWeight="bold" letterSpacing="tight">
            Shelter
          </Text>
        </HStack>
        <Card.Root w="full" variant="elevated">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        <Text fontSize="sm" color="fg.muted">
          Looking to adopt?{' '}
          <Link asChild variant="underline" color="colorPalette.fg">
            <RouterLink to="/public">Visit our adoption portal</RouterLink>
          </Link>
        </Text>
      </VStack>
    </Center>
  );
}
