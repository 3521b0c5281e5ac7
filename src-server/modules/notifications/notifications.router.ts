import { z } from 'zod';
import { ZNotifications, ZNotificationsReadInput } from '../../../src-shared/schemas/notifications.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { listNotifications, markNotificationsRead } from './notifications.service.js';

/** The bell (docs/domain.md#notifications): each signed-in user's own list and read state. */
export const notificationsRouter = router({
  list: protectedProcedure
    .meta(rest('session', 'GET', '/notifications', 'What needs the signed-in user today, each marked read or not, with the number unread'))
    .input(z.object({}).optional())
    .output(ZNotifications)
    .query(({ ctx }) => listNotifications(ctx.em, ctx.calendar, { userId: ctx.user.id, role: ctx.user.role })),

  markRead: protectedProcedure
    .meta(
      rest('session', 'POST', '/notifications/read', 'Mark notifications read for the signed-in user: by their keys, or all: true for every one listed now'),
    )
    .input(ZNotificationsReadInput)
    .output(ZNotifications)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.em, ctx.calendar, { userId: ctx.user.id, role: ctx.user.role }, input)),
});
