import { z } from 'zod';
import { MESSAGE_TEMPLATE_KINDS, ZMessagePreview, ZMessageTemplate, ZMessageTemplateUpdate } from '../../../src-shared/schemas/messages.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, saveTemplate } from './templates.service.js';

const ZKindInput = z.object({ kind: z.enum(MESSAGE_TEMPLATE_KINDS, { error: 'Unknown message template' }) });

/** Settings → Messages' templates (docs/domain.md#messages), for admins. */
export const messageTemplatesRouter = router({
  list: protectedProcedure
    .meta(
      rest('admin', 'GET', '/message-templates', 'Every message’s template: its subject, body and placeholders, and whether it was changed', {
        tag: 'messages',
      }),
    )
    .input(z.object({}).optional())
    .output(z.array(ZMessageTemplate))
    .query(({ ctx }) => listTemplates(ctx.em)),

  get: protectedProcedure
    .meta(rest('admin', 'GET', '/message-templates/{kind}', 'One message’s template', { tag: 'messages' }))
    .input(ZKindInput)
    .output(ZMessageTemplate)
    .query(({ ctx, input }) => getTemplate(ctx.em, input.kind)),

  save: protectedProcedure
    .meta(
      rest('admin', 'PUT', '/message-templates/{kind}', 'Change a message’s subject and body; a placeholder it does not fill is refused', { tag: 'messages' }),
    )
    .input(ZMessageTemplateUpdate)
    .output(ZMessageTemplate)
    .mutation(({ ctx, input }) => saveTemplate(ctx.em, input)),

  reset: protectedProcedure
    .meta(rest('admin', 'DELETE', '/message-templates/{kind}', 'Put a message back to its default text', { tag: 'messages' }))
    .input(ZKindInput)
    .output(ZMessageTemplate)
    .mutation(({ ctx, input }) => resetTemplate(ctx.em, input.kind)),

  preview: protectedProcedure
    .meta(
      rest('admin', 'POST', '/message-templates/{kind}/preview', 'A subject and body as typed (unsaved), filled with a sample animal and applicant', {
        tag: 'messages',
      }),
    )
    .input(ZMessageTemplateUpdate)
    .output(ZMessagePreview)
    .mutation(({ ctx, input }) => previewTemplate(ctx.em, input)),
});
