import { trpc } from '../../shared/trpc';

/** How often the bell asks the server again (docs/decisions/0010-notifications-by-polling.md). */
export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The signed-in user's notifications, kept fresh without a reload: the one query of the console
 * that polls, and that asks again whenever the window comes back into view (the app's default is
 * neither, docs/architecture.md#client). A write anywhere refreshes it as it refreshes everything.
 */
export function useNotifications() {
  return trpc.notifications.list.useQuery(undefined, { refetchInterval: NOTIFICATIONS_POLL_MS, refetchOnWindowFocus: 'always' });
}
