import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../src-server/app-router';

/** Typed hooks for every procedure; only the router's type crosses into the client. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({ links: [httpBatchLink({ url: '/trpc' })] });
}
