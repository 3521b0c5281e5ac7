import { trpc } from '../../shared/trpc';
import { takeInitialOrganization } from '../common/initial-data';

/**
 * The shelter's public name, contact details and opening hours (header and footer share one call),
 * as the server sent them with the page when it did: never stale, so not asked for again.
 */
export function useOrganization() {
  return trpc.settings.publicOrganization.useQuery(undefined, { initialData: takeInitialOrganization });
}
