import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { portalChunk } from './src/vite-plugins/portal-chunk.js';
import { precompress } from './src/vite-plugins/precompress.js';
import { themeTokens } from './src/vite-plugins/theme-tokens.js';

const API_SERVER = 'http://127.0.0.1:3000';

const portal = portalChunk();

export default defineConfig({
  root: 'src-client',
  plugins: [react(), themeTokens(), precompress(), portal.plugin],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Bundle budgets are measured from the manifest.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme index builds its full default config with defineConfig(), an identity
        // function: marked pure, the recipes the app does not use are left out (src-client/shared/core-theme.ts).
        manualPureFunctions: ['defineConfig'],
      },
      output: {
        // Libraries change far less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Chakra's styling engine and theme, which the console and the portal's dialog and
            // toasts share: a component (dialog, menu, date picker…) stays in the chunks of the
            // screens that use it. The portal's pages themselves render without it (shared/shell.css).
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme[\\/](tokens|semantic-tokens|[a-z-]+-styles|breakpoints|global-css)|preset-base|utils)|@emotion|@pandacss|stylis)/,
            },
            portal.initial,
            portal.group,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_SERVER,
      '/trpc': API_SERVER,
    },
  },
});
