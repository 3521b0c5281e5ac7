import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { GateCard } from './GateCard';

/**
 * The session check failed for another reason than "no session" (the server or its database is
 * down): the user may well be signed in, so a login form would mislead. The server's message
 * shows, and Try again checks once more.
 */
export function SessionUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <GateCard title="Shelter is unavailable">
      <LoadError text={`Could not check your session: ${errorMessage(error)}`} onRetry={onRetry} />
    </GateCard>
  );
}
