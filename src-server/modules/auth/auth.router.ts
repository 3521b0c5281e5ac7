import { ZLoginInput, ZSessionUser } from '../../../src-shared/schemas/auth.js';
import { ZNoInput, ZOk } from '../../../src-shared/schemas/common.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc/procedures.js';
import { toSessionUser } from './auth.service.js';
import { endSessionCookie, loginWithCookie } from './session-cookie.js';

export const authRouter = router({
  login: publicProcedure
    .meta(rest('public', 'POST', '/login', 'Log in with a username and password; sets the session cookie', { tag: 'auth', errors: [401, 429] }))
    .input(ZLoginInput)
    .output(ZSessionUser)
    .mutation(({ ctx, input }) => loginWithCookie(ctx.em, ctx.req, input, ctx.limits.loginFailures)),

  logout: publicProcedure
    .meta(rest('public', 'POST', '/logout', 'End the current session', { tag: 'auth' }))
    .input(ZNoInput)
    .output(ZOk)
    .mutation(async ({ ctx }) => {
      await endSessionCookie(ctx.em, ctx.req);
      return { ok: true as const };
    }),

  me: protectedProcedure
    .meta(rest('session', 'GET', '/me', 'The signed-in user', { tag: 'auth' }))
    .output(ZSessionUser)
    .query(({ ctx }) => toSessionUser(ctx.user)),
});
