import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router';

export function NotFoundPage({ home }: { home: { to: string; label: string } }) {
  return (
    <VStack gap="4" py="16" px="4" textAlign="center">
      <Heading as="h1" size="3xl" letterSpacing="tight">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted" maxW="md">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button asChild>
        <Link to={home.to}>{home.label}</Link>
      </Button>
    </VStack>
  );
}
