import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { coreThemeConfig } from './core-theme';

/**
 * The shelter's look over Chakra's defaults: teal as every component's colour palette. Its solid
 * shade (and green's) is one step darker than Chakra's, so white text on it meets WCAG AA contrast (4.5:1).
 * Fonts are the system stack (Inter only where it is installed): nothing comes from a font CDN.
 */
export const shelterConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'teal' },
  },
  theme: {
    semanticTokens: {
      colors: {
        teal: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
        },
        // Likewise for green (success toasts, solid green buttons): white on Chakra's green.600 is 3.3:1.
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        // Field messages ("Name is required") in red.500 are 3.8:1 on white; red.700 reads at AA.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
});

/** The system of the toasts and the portal's dialog: the core recipes only (core-theme.ts says why). */
export const system = createSystem(defaultBaseConfig, coreThemeConfig, shelterConfig);
