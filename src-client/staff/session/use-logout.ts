import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../shared/trpc';

/**
 * Ends the session, then resets every cached query: no data of this user stays in memory, and
 * the session check runs again, which brings up the login form.
 *
 * The call waits for the loads already under way: one the server reached after the session had
 * ended would be refused, and the screen would flash an error on its way out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return trpc.auth.logout.useMutation({
    onMutate: async () => {
      const loading = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
      await Promise.allSettled(loading.map((query) => query.promise));
    },
    onSuccess: () => queryClient.resetQueries(),
  });
}
