import type { ReactNode } from 'react';
import { isUnauthorized } from '../../shared/errors';
import { PageSpinner } from '../../shared/PageSpinner';
import { trpc } from '../../shared/trpc';
import { ChoosePasswordScreen } from './ChoosePasswordScreen';
import { LoginScreen } from './LoginScreen';
import { SessionUnavailable } from './SessionUnavailable';
import { SessionUserContext } from './session-user';

/**
 * The staff area needs a signed-in user: while the session is checked a spinner shows; without
 * a session (or when it has ended) only the login screen does; when it cannot be checked at all,
 * the reason does, with a way to check again. A user whose password was given to them chooses
 * their own before the console opens.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = trpc.auth.me.useQuery();
  if (session.isPending || (session.isError && session.isFetching)) return <PageSpinner />;
  if (session.isError) {
    return isUnauthorized(session.error) ? <LoginScreen /> : <SessionUnavailable error={session.error} onRetry={() => void session.refetch()} />;
  }
  return <SessionUserContext value={session.data}>{session.data.mustChangePassword ? <ChoosePasswordScreen /> : children}</SessionUserContext>;
}
