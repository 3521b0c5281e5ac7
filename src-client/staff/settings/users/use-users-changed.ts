import { trpc } from '../../../shared/trpc';

/** After a user is created or changed: the list loads again, and so does the audit log that records it. */
export function useUsersChanged(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.users.list.invalidate(), utils.audit.invalidate()]);
  };
}
