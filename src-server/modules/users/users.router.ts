import { z } from 'zod';
import { ZOk } from '../../../src-shared/schemas/common.js';
import { ZMessagePreferences } from '../../../src-shared/schemas/messages.js';
import { ZChangePasswordInput, ZCreateUserInput, ZUser, ZUserUpdateInput } from '../../../src-shared/schemas/users.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { changeOwnPassword, createUser, getMessagePreferences, listUsers, saveMessagePreferences, toUser, updateUser } from './users.service.js';

export const usersRouter = router({
  list: protectedProcedure
    .meta(rest('admin', 'GET', '/users', 'Every user account, by username', { tag: 'users' }))
    .input(z.object({}).optional())
    .output(z.array(ZUser))
    .query(({ ctx }) => listUsers(ctx.em)),

  create: protectedProcedure
    .meta(rest('admin', 'POST', '/users', 'Create a user with a role; they choose a new password at their first login', { tag: 'users', errors: [409] }))
    .input(ZCreateUserInput)
    .output(ZUser)
    .mutation(async ({ ctx, input }) => toUser(await createUser(ctx.em, input, { mustChangePassword: true }))),

  update: protectedProcedure
    .meta(
      rest(
        'admin',
        'PUT',
        '/users/{id}',
        'Change a user’s name, role, photo or password (they choose a new one at their next login), or deactivate them (their sessions end)',
        {
          tag: 'users',
          errors: [404, 409],
        },
      ),
    )
    .input(ZUserUpdateInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => updateUser(ctx.em, input, ctx.user.id)),

  changeOwnPassword: protectedProcedure
    .meta(rest('session', 'POST', '/me/password', 'Change your own password (the current one is required); your other sessions end', { tag: 'auth' }))
    .input(ZChangePasswordInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await changeOwnPassword(ctx.em, ctx.user.id, ctx.user.sessionKey, input);
      return { ok: true as const };
    }),

  myMessages: protectedProcedure
    .meta(rest('session', 'GET', '/users/me/messages', 'Your own e-mail address and the messages you receive', { tag: 'users' }))
    .input(z.object({}).optional())
    .output(ZMessagePreferences)
    .query(({ ctx }) => getMessagePreferences(ctx.em, ctx.user.id)),

  saveMyMessages: protectedProcedure
    .meta(
      rest('session', 'PUT', '/users/me/messages', 'Choose your e-mail address, the messages you receive and the hour of your daily ones', {
        tag: 'users',
      }),
    )
    .input(ZMessagePreferences)
    .output(ZMessagePreferences)
    .mutation(({ ctx, input }) => saveMessagePreferences(ctx.em, ctx.user.id, input)),
});
