import { z } from 'zod';
import {
  ZAdoptableAnimal,
  ZAdoptableAnimalDetail,
  ZAdoptableQuery,
  ZApplicationInput,
  ZApplicationReceipt,
  ZPublicAnimalInput,
} from '../../../src-shared/schemas/public.js';
import { pageOf } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { publicProcedure, router } from '../../trpc/procedures.js';
import { siteOrigin } from '../../plugins/site-origin.js';
import { getAdoptable, listAdoptable, submitApplication } from './public.service.js';

export const publicRouter = router({
  adoptableAnimals: publicProcedure
    .meta(rest('public', 'GET', '/public/adoptable-animals', 'Animals available for adoption (Available or In Foster), newest first', { tag: 'public' }))
    .input(ZAdoptableQuery.optional())
    .output(z.array(ZAdoptableAnimal))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listAdoptable(ctx.em, (await ctx.calendar()).today, input ?? {}), input)),

  adoptablePage: publicProcedure
    .meta({ permission: 'public' })
    .input(ZAdoptableQuery)
    .output(pageOf(ZAdoptableAnimal))
    .query(async ({ ctx, input }) => listAdoptable(ctx.em, (await ctx.calendar()).today, input)),

  animal: publicProcedure
    .meta(rest('public', 'GET', '/public/animals/{id}', 'One adoptable animal; any other animal is 404', { tag: 'public', errors: [404] }))
    .input(ZPublicAnimalInput)
    .output(ZAdoptableAnimalDetail)
    .query(async ({ ctx, input }) => getAdoptable(ctx.em, (await ctx.calendar()).today, input.id)),

  submitApplication: publicProcedure
    .meta(
      rest(
        'public',
        'POST',
        '/public/adoption-application',
        'Apply to adopt; answers the application’s 8-digit reference (the first one’s for the same applicant and animal within a day)',
        {
          tag: 'public',
          errors: [404, 409, 429],
        },
      ),
    )
    .input(ZApplicationInput)
    .output(ZApplicationReceipt)
    .mutation(async ({ ctx, input }) => {
      await ctx.limits.applications(ctx.req);
      return submitApplication(ctx.em, ctx.calendar, input, ctx.req.server.outbox, siteOrigin(ctx.req));
    }),
});
