import { ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { coreThemeConfig } from './core-theme';
import { DisplayThemeSync } from './DisplayThemeSync';
import { shelterConfig } from './theme';

/**
 * Chakra's full default theme (every recipe) with the shelter's look, loaded with the staff
 * console and never by the portal. Built from the recipe lists rather than `defaultConfig`, whose
 * module would pull every recipe into the app's first chunk.
 */
const consoleSystem = createSystem(defaultBaseConfig, coreThemeConfig, { theme: { recipes, slotRecipes } }, shelterConfig);

/**
 * Wraps the staff console: Chakra with every recipe (nothing above it provides Chakra: the
 * portal renders without it), and the Display settings' light, dark or system theme applies. Those settings are
 * the console's (and their checks need zod, which the portal's first page must not download).
 */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={consoleSystem}>
      <DisplayThemeSync />
      {children}
    </ChakraProvider>
  );
}
