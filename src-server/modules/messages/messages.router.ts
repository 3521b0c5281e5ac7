import { z } from 'zod';
import { ZId } from '../../../src-shared/schemas/fields.js';
import { ZMessage, ZMessageListQuery, ZMessageSummary, ZMessagingStatus, ZTestMessageInput } from '../../../src-shared/schemas/messages.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { getMessage, listMessages, messagingStatus, sendMessageAgain, sendTestMessage } from './messages.service.js';

/** The outbox (docs/domain.md#messages): what the shelter sent or would send, for admins. */
export const messagesRouter = router({
  list: protectedProcedure
    .meta(rest('admin', 'GET', '/messages', 'The outbox, newest first: filter by state or kind, search the recipient or the subject', { tag: 'messages' }))
    .input(ZMessageListQuery)
    .output(pageOf(ZMessageSummary))
    .query(({ ctx, input }) => listMessages(ctx.em, ctx.calendar, input)),

  status: protectedProcedure
    .meta(
      rest('admin', 'GET', '/messages/status', 'How mail leaves: the SMTP server’s host, the sender, and whether e-mail is switched on', { tag: 'messages' }),
    )
    .input(z.object({}).optional())
    .output(ZMessagingStatus)
    .query(({ ctx }) => messagingStatus(ctx.em, ctx.req.server.config.mail)),

  get: protectedProcedure
    .meta(
      rest('admin', 'GET', '/messages/{id}', 'One message as written, with its delivery state and the SMTP server’s last answer', {
        tag: 'messages',
        errors: [404],
      }),
    )
    .input(z.object({ id: ZId }))
    .output(ZMessage)
    .query(({ ctx, input }) => getMessage(ctx.em, input.id)),

  sendAgain: protectedProcedure
    .meta(
      rest('admin', 'POST', '/messages/{id}/send-again', 'Queue a failed or refused message again, its tries counted afresh', {
        tag: 'messages',
        errors: [404, 409],
      }),
    )
    .input(z.object({ id: ZId }))
    .output(ZMessage)
    .mutation(({ ctx, input }) => sendMessageAgain(ctx.em, ctx.req.server.outbox, input.id)),

  sendTest: protectedProcedure
    .meta(rest('admin', 'POST', '/messages/test', 'Send a test message to an address, through the outbox like any other', { tag: 'messages' }))
    .input(ZTestMessageInput)
    .output(ZMessageSummary)
    .mutation(({ ctx, input }) => sendTestMessage(ctx.em, ctx.req.server.outbox, input)),
});
