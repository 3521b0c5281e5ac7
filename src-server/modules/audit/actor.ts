import { AsyncLocalStorage } from 'node:async_hooks';

export interface TActor {
  userId: number;
  username: string;
}

/**
 * Who is writing, for the audit trail: set around each procedure call, read where the writes
 * are flushed. Outside a call (jobs, the command line) there is no actor: the system wrote.
 */
export const actorStorage = new AsyncLocalStorage<TActor | null>();
