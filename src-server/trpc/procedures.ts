import { TRPCError } from '@trpc/server';
import { PERMISSIONS, refusalMessage, roleMay } from '../../src-shared/roles.js';
import { actorStorage } from '../modules/audit/actor.js';
import { TooManyRequests } from '../too-many-requests.js';
import { toTRPCError } from './error-map.js';
import { t } from './init.js';
import { assertStorableText } from './text-input.js';

export const router = t.router;

const mapDomainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof TooManyRequests) void ctx.res.header('retry-after', String(cause.retryAfterSeconds));
    const mapped = toTRPCError(cause);
    if (mapped) throw mapped;
  }
  return result;
});

/** The role middleware: reads the permission the procedure declares (docs/domain.md#roles). */
const enforcePermission = t.middleware(({ ctx, meta, path, next }) => {
  const permission = meta?.permission;
  if (!permission) {
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `Procedure ${path} declares no permission` });
  }
  if (!PERMISSIONS[permission].needsSession) return next();
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  if (!roleMay(ctx.user.role, permission)) throw new TRPCError({ code: 'FORBIDDEN', message: refusalMessage(ctx.user.role, permission) });
  return next();
});

/** The audit trail's "who" for every write the call makes. */
const recordActor = t.middleware(({ ctx, next }) => actorStorage.run(ctx.user ? { userId: ctx.user.id, username: ctx.user.username } : null, () => next()));

const refuseUnstorableText = t.middleware(async ({ getRawInput, next }) => {
  assertStorableText(await getRawInput());
  return next();
});

/** For procedures whose permission is `public`. */
export const publicProcedure = t.procedure.use(mapDomainErrors).use(enforcePermission).use(refuseUnstorableText).use(recordActor);

/** For everything else: the context's user is known to be signed in (create-t3-app's pattern). */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  return next({ ctx: { user: ctx.user } });
});
