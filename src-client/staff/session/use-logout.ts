import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../shared/trpc';

/**
 * Ends the session, then resets every cached query: no data of this user stays in memory, and
 * the session check runs again, which brings up the login form.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return trpc.auth.logout.useMutation({ onSuccess: () => queryClient.resetQueries() });
}
