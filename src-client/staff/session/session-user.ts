import { createContext, useContext } from 'react';
import type { TSessionUser } from '../../../src-shared/schemas/auth';

export const SessionUserContext = createContext<TSessionUser | null>(null);

/** The signed-in user; only inside the staff area, below the session gate. */
export function useSessionUser(): TSessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser is used outside the staff session gate');
  return user;
}
