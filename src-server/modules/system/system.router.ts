import { z } from 'zod';
import { CacheCoherence } from '../../db/cache-coherence.js';
import { DomainError } from '../../domain-errors.js';
import { rest } from '../../trpc/meta.js';
import { publicProcedure, router } from '../../trpc/procedures.js';

const READY_TIMEOUT_MS = 2000;

export const systemRouter = router({
  health: publicProcedure
    .meta(rest('public', 'GET', '/health', 'The process is up', { tag: 'system' }))
    .output(z.object({ status: z.literal('ok') }))
    .query(() => ({ status: 'ok' as const })),

  ready: publicProcedure
    .meta(rest('public', 'GET', '/ready', 'The database answers and the process hears other processes’ writes; 503 when either fails', { tag: 'system' }))
    .output(z.object({ status: z.literal('ready') }))
    .query(async ({ ctx }) => {
      // Until it hears them again its caches keep nothing: slower, and a load balancer may prefer another process.
      if (!CacheCoherence.of(ctx.em).coherent) throw new DomainError('unavailable', 'Not listening for other processes’ writes');
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new DomainError('unavailable', 'The database is unavailable')), READY_TIMEOUT_MS).unref(),
      );
      try {
        await Promise.race([ctx.em.getConnection().execute('select 1'), timeout]);
      } catch {
        throw new DomainError('unavailable', 'The database is unavailable');
      }
      return { status: 'ready' as const };
    }),
});
