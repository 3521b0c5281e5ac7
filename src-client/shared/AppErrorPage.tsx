import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useRouteError } from 'react-router';
import { errorMessage } from './errors';

/** The last resort when a screen fails to load or render (a deploy replaced its chunk, a bug). */
export function AppErrorPage() {
  const error = useRouteError();
  return (
    <Center as="main" minH="100dvh" px="4">
      <VStack gap="4" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">{errorMessage(error)}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </VStack>
    </Center>
  );
}
