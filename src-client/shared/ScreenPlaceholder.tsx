import { Heading } from '@chakra-ui/react';

export function ScreenPlaceholder({ heading }: { heading: string }) {
  return (
    <Heading as="h1" size="2xl" letterSpacing="tight">
      {heading}
    </Heading>
  );
}
