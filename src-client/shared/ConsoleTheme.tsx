import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { consoleSystem } from './console-system';
import { DisplayThemeSync } from './DisplayThemeSync';

/**
 * Wraps the staff console: Chakra with the console's recipes (nothing above it provides Chakra:
 * the portal renders without it), loaded with the console and never by the portal; and the
 * Display settings' light, dark or system theme applies. Those settings are the console's.
 */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={consoleSystem}>
      <DisplayThemeSync />
      {children}
    </ChakraProvider>
  );
}
