import { TRPCError } from '@trpc/server';
import { PERMISSIONS, refusalMessage, roleMay } from '../../src-shared/roles.js';
import { actorStorage } from '../modules/audit/actor.js';
import type { TAuthUser } from '../modules/auth/auth.service.js';
import { TooManyRequests } from '../too-many-requests.js';
import type { TContext } from './context.js';
import { toTRPCError } from './error-map.js';
import { t, type TMeta } from './init.js';
import { assertStorableText } from './text-input.js';

export const router = t.router;

/** The role rule: the permission the procedure declares (docs/domain.md#roles). */
function assertPermitted(user: TAuthUser | null, meta: TMeta | undefined, path: string): void {
  const permission = meta?.permission;
  if (!permission) {
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `Procedure ${path} declares no permission` });
  }
  if (!PERMISSIONS[permission].needsSession) return;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  if (!roleMay(user.role, permission)) throw new TRPCError({ code: 'FORBIDDEN', message: refusalMessage(user.role, permission) });
}

interface TGuardOptions {
  ctx: TContext;
  meta: TMeta | undefined;
  path: string;
  getRawInput: () => Promise<unknown>;
}

/**
 * Every procedure's checks, in one middleware: tRPC copies the call's options and context for each
 * middleware, a measurable share of a small call (bench/README.md, issue 26). The permission is
 * checked, text PostgreSQL cannot store refused, the audit trail's "who" set for every write the
 * call makes, and a failure of the procedure mapped to its HTTP status (error-map.ts).
 */
async function guarded<R extends { ok: true } | { ok: false; error: TRPCError }>(
  { ctx, meta, path, getRawInput }: TGuardOptions,
  proceed: () => Promise<R>,
): Promise<R> {
  assertPermitted(ctx.user, meta, path);
  assertStorableText(await getRawInput());
  const actor = ctx.user ? { userId: ctx.user.id, username: ctx.user.username } : null;
  const result = await actorStorage.run(actor, proceed);
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof TooManyRequests) void ctx.res.header('retry-after', String(cause.retryAfterSeconds));
    const mapped = toTRPCError(cause);
    if (mapped) throw mapped;
  }
  return result;
}

/** For procedures whose permission is `public`. */
export const publicProcedure = t.procedure.use((options) => guarded(options, () => options.next()));

/** For everything else: the context's user is known to be signed in (create-t3-app's pattern). */
export const protectedProcedure = t.procedure.use((options) => {
  const { user } = options.ctx;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  return guarded(options, () => options.next({ ctx: { user } }));
});
