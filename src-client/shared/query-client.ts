import { MutationCache, QueryCache, QueryClient, matchQuery, type Query } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { isRefusal, isUnauthorized } from './errors';
import { trpc } from './trpc';

/**
 * The spec's data-fetching defaults: data never goes stale by itself, nothing refetches on
 * focus or on a timer, and nothing is retried (docs/architecture.md#client).
 *
 * So data goes stale by one rule, the server's: any write may change any list, figure, report or
 * audit entry (a record moves an animal's status, an adoption books its fee, every write is
 * audited), so after every write all queries but the session are invalidated (but for calls that
 * write nothing, below). What is on screen
 * refetches before the write's promise settles; the rest when it is next shown. A refusal counts
 * too: it often means the screen was out of date (a stale version). The session changes only by
 * logging in or out, whose own handlers set or reset it.
 *
 * When a signed-in user's call is refused for want of a session (it expired, or was ended
 * elsewhere), the session is checked again, so the staff area falls back to its login form
 * instead of showing a broken screen.
 */
/**
 * A call sent as a mutation only because its input is too large for an address (a template's
 * preview) writes nothing: its `meta` says so, and nothing is refetched after it.
 */
export const WRITES_NOTHING = 'writesNothing';
export const writesNothing = { meta: { [WRITES_NOTHING]: true } };

export function createQueryClient(): QueryClient {
  const sessionQuery = { queryKey: getQueryKey(trpc.auth.me, undefined, 'query') };
  const recheckSession = (error: unknown) => {
    // Not the presence of data: a failed check keeps the last user's, and a refused login on the
    // form shown after a session ended would then recheck, remount the form and lose its message.
    const signedIn = client.getQueryState(sessionQuery.queryKey)?.status === 'success';
    if (signedIn && isUnauthorized(error)) void client.invalidateQueries(sessionQuery);
  };
  const refreshAfterWrite = (_data: unknown, error: Error | null, _variables: unknown, _context: unknown, mutation: { meta?: Record<string, unknown> }) => {
    if (mutation.meta?.[WRITES_NOTHING]) return;
    if (error && !isRefusal(error)) return;
    return client.invalidateQueries({ predicate: (query: Query) => !matchQuery(sessionQuery, query) });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!matchQuery(sessionQuery, query)) recheckSession(error);
      },
    }),
    mutationCache: new MutationCache({ onError: recheckSession, onSettled: refreshAfterWrite }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
