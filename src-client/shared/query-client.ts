import { MutationCache, QueryCache, QueryClient, matchQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { isUnauthorized } from './errors';
import { trpc } from './trpc';

/**
 * The spec's data-fetching defaults: data never goes stale by itself, nothing refetches on
 * focus or on a timer, and nothing is retried (SPEC.md section 7).
 *
 * When a signed-in user's call is refused for want of a session (it expired, or was ended
 * elsewhere), the session is checked again, so the staff area falls back to its login form
 * instead of showing a broken screen.
 */
export function createQueryClient(): QueryClient {
  const sessionQuery = { queryKey: getQueryKey(trpc.auth.me, undefined, 'query') };
  const recheckSession = (error: unknown) => {
    // Not the presence of data: a failed check keeps the last user's, and a refused login on the
    // form shown after a session ended would then recheck, remount the form and lose its message.
    const signedIn = client.getQueryState(sessionQuery.queryKey)?.status === 'success';
    if (signedIn && isUnauthorized(error)) void client.invalidateQueries(sessionQuery);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!matchQuery(sessionQuery, query)) recheckSession(error);
      },
    }),
    mutationCache: new MutationCache({ onError: recheckSession }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
