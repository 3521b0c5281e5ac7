import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { AppToaster } from './toaster';
import { createTrpcClient, trpc } from './trpc';

/**
 * Everything the screens rely on: colour mode, the data cache and the typed API client. Chakra is
 * not here: the console brings it with its layout (ConsoleTheme), and the portal renders without
 * it but for its dialog and the toasts (ChakraIsland).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  // The Display settings choose light, dark or system; light until then. The provider's inline
  // script only matters for server rendering: here it is marked a data block, which React renders
  // without warning and no browser runs. Transitions are not switched off around a change of
  // theme: next-themes would do so at every start too, forcing the browser to recompute every
  // style twice before the first screen shows.
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem scriptProps={{ type: 'application/json' }}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ThemeProvider>
  );
}
