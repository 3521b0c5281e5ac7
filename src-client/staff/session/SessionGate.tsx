import { lazy, Suspense, type ReactNode } from 'react';
import { isUnauthorized } from '../../shared/errors';
import { PageSpinner } from '../../shared/PageSpinner';
import { trpc } from '../../shared/trpc';
import { SessionUnavailable } from './SessionUnavailable';
import { SessionUserContext } from './session-user';

// Their forms (react-hook-form, the password checks) load only for the user who needs them.
const LoginScreen = lazy(async () => ({ default: (await import('./LoginScreen')).LoginScreen }));
const ChoosePasswordScreen = lazy(async () => ({ default: (await import('./ChoosePasswordScreen')).ChoosePasswordScreen }));

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
    if (!isUnauthorized(session.error)) return <SessionUnavailable error={session.error} onRetry={() => void session.refetch()} />;
    return (
      <Suspense fallback={<PageSpinner />}>
        <LoginScreen />
      </Suspense>
    );
  }
  return (
    <SessionUserContext value={session.data}>
      {session.data.mustChangePassword ? (
        <Suspense fallback={<PageSpinner />}>
          <ChoosePasswordScreen />
        </Suspense>
      ) : (
        children
      )}
    </SessionUserContext>
  );
}
