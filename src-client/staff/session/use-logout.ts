import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../shared/trpc';

/**
 * Ends the session, then forgets every cached query: no data of this user stays in memory.
 *
 * The call waits for the loads already under way: one the server reached after the session had
 * ended would be refused, and the screen would flash an error on its way out. After it, only the
 * session is checked again (which brings up the login form and takes the console off the screen);
 * the console's other queries are dropped, not refetched, as a refetch would be refused too.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const session = { queryKey: getQueryKey(trpc.auth.me, undefined, 'query') };
  return trpc.auth.logout.useMutation({
    onMutate: async () => {
      const loading = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
      await Promise.allSettled(loading.map((query) => query.promise));
    },
    onSuccess: async () => {
      await queryClient.resetQueries(session);
      queryClient.removeQueries({ predicate: (query) => !matchQuery(session, query) });
    },
  });
}
