import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown while a session check or a screen's code is loading. */
export function PageSpinner({ minH = '100dvh' }: { minH?: string }) {
  return (
    <Center minH={minH} role="status">
      <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
