import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, writesNothing } from './query-client';
import { trpc } from './trpc';

const SESSION = getQueryKey(trpc.auth.me, undefined, 'query');
const DASHBOARD = getQueryKey(trpc.dashboard);
const REPORT = getQueryKey(trpc.reports);

/** A client holding a signed-in session and two loaded queries, one of them on screen. */
function loadedClient(): { client: QueryClient; dashboardLoads: () => number } {
  const client = createQueryClient();
  client.setQueryData(SESSION, { id: 1, username: 'admin' });
  client.setQueryData(REPORT, { total: 100 });
  let loads = 0;
  const onScreen = new QueryObserver(client, {
    queryKey: DASHBOARD,
    queryFn: () => {
      loads += 1;
      return { total: loads };
    },
  });
  onScreen.subscribe(() => undefined);
  return { client, dashboardLoads: () => loads };
}

function write(client: QueryClient, outcome: () => Promise<unknown>, options: { meta?: Record<string, unknown> } = {}): Promise<unknown> {
  return client
    .getMutationCache()
    .build(client, { mutationFn: outcome, ...options })
    .execute(undefined);
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

function refusal(httpStatus: number): TRPCClientError<never> {
  return TRPCClientError.from({ error: { message: 'Refused', code: -32600, data: { httpStatus } } });
}

describe('the refresh after a write', () => {
  it('invalidates every query but the session, and reloads what is on screen before the write settles', async () => {
    const { client, dashboardLoads } = loadedClient();
    await client.refetchQueries({ queryKey: DASHBOARD });
    expect(dashboardLoads()).toBe(1);

    await write(client, () => Promise.resolve({ id: 7 }));

    expect(dashboardLoads()).toBe(2);
    expect(invalidated(client, REPORT)).toBe(true);
    expect(invalidated(client, SESSION)).toBe(false);
  });

  it('skips a call that says it writes nothing (a preview)', async () => {
    const { client, dashboardLoads } = loadedClient();
    await client.refetchQueries({ queryKey: DASHBOARD });
    await write(client, () => Promise.resolve({ subject: 'Preview' }), writesNothing);
    expect(dashboardLoads()).toBe(1);
    expect(invalidated(client, REPORT)).toBe(false);
  });

  it.each([409, 400])('also follows a refusal (%i): the screen may have been out of date', async (status) => {
    const { client } = loadedClient();
    await expect(write(client, () => Promise.reject(refusal(status)))).rejects.toThrow('Refused');
    expect(invalidated(client, REPORT)).toBe(true);
    expect(invalidated(client, SESSION)).toBe(false);
  });

  it.each([
    ['the session has ended (401)', () => refusal(401)],
    ['the server failed (503)', () => refusal(503)],
    ['the server was not reached', () => new TypeError('Failed to fetch')],
  ])('leaves the data alone when %s', async (_case, error) => {
    const { client } = loadedClient();
    await expect(write(client, () => Promise.reject(error()))).rejects.toThrow();
    expect(invalidated(client, REPORT)).toBe(false);
  });
});
