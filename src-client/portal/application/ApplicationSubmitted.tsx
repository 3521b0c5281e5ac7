import { Button, Card, Dialog, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Replaces the form once the shelter has the application; focus moves here so it is read out. */
export function ApplicationSubmitted({ reference, animalName }: { reference: string; animalName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card.Root variant="subtle" bg="green.50" borderColor="green.200" borderWidth="1px" rounded="2xl">
      <Card.Body alignItems="center" textAlign="center" gap="4" py="8">
        <Icon as={CircleCheckIcon} boxSize="14" color="green.700" aria-hidden />
        <Heading as="h3" size="2xl" ref={heading} tabIndex={-1} outline="none">
          Application Submitted!
        </Heading>
        <Text maxW="md">
          Thank you for applying to adopt {animalName}. Our staff will review your application and typically respond within 2-3 business days.
        </Text>
        <Stack gap="0" bg="bg.panel" borderWidth="1px" rounded="xl" px="6" py="3">
          <Text fontSize="sm" color="fg.muted">
            Your application reference
          </Text>
          <Text fontFamily="mono" fontSize="2xl" fontWeight="bold" letterSpacing="widest" data-testid="application-reference">
            {reference}
          </Text>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          Please quote it if you contact us about your application.
        </Text>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
      </Card.Body>
    </Card.Root>
  );
}
