import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

/**
 * Chakra, with the app's core theme, for a part that opens inside a page styled without it (the
 * portal's application dialog, the toasts): its theme is built when such a part first loads,
 * not before a visitor's first page can show.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
